// core/errors's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './client-error-registry';
export * from './describe-error';
export * from './error-cause-chain';
export * from './error-logger';
export * from './error-report-limits';
export * from './error-report-record';
export * from './ignore-patterns';
export * from './internal-error';
export * from './is-dev-host';
export * from './is-localhost';
export * from './line-from-stack';
export * from './query-flag';
export * from './report-error';
export * from './report-key';
export * from './scrub-error';
export * from './scrub-secrets';
export * from './server-text';
export * from './stringify-error';
export * from './truncate';
