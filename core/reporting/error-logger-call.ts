// spec §7 "Error report: POST /api/foundation/error-logger/v1/errors/": the call both senders
// make, the service's client (error-logger.ts) and the one without it (send-without-client.ts).
export const ERROR_LOGGER_URL = '/api/foundation/error-logger/v1/errors/';
/** A hung logger must not hold one of the browser's few connections per host (ADR-0049). */
export const SEND_TIMEOUT_MS = 10_000;
