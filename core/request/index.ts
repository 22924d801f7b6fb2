export * from './request';
export * from './request-headers';
export * from './request-options';
export * from './request-errors';
export * from './page-unloading';
