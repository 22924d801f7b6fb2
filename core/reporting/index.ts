// Reporting errors (spec §7, §8): to the host's logError and the error-logging service. Above
// core/errors (what an error says) and core/request (how a report is sent), so neither imports it.
export * from './load-error-logger';
export * from './report-error';
