export * from './request';
export * from './request-options';
export * from './request-errors';
