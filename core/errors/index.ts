export * from './client-error-registry';
export * from './describe-error';
export * from './scrub-error';
export * from './internal-error';
