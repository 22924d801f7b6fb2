// Reporting errors (spec §7, §8), above core/errors and core/request: neither imports it.
export * from './load-error-logger';
export * from './report-error';
