// core/request's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './abort-race';
export * from './authorization-header';
export * from './build-get-url';
export * from './page-unloading';
export * from './read-json-body';
export * from './remove-brand-param';
export * from './request';
export * from './request-body';
export * from './request-defaults';
export * from './request-errors';
export * from './request-headers';
export * from './request-types';
export * from './retry-after';
export * from './retryable-status';
export * from './sleep';
export * from './validate-request-options';
export * from './widget-request-marks';
