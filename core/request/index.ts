export * from './request';
export * from './request-headers';
export * from './request-options';
export * from './request-errors';
export * from './retry-after';
export * from './page-unloading';
