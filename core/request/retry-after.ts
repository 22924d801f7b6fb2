// A 429 or 503 answer may say when to ask again: `Retry-After` holds delta-seconds or an
// HTTP-date. The error logger waits that long (core/reporting/error-logger.ts).
import { HttpError } from './request-errors';

const DELTA_SECONDS = /^\d+$/;

/** The wait `value` asks for, in ms from `now` (0 for a date gone by); undefined when unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim() ?? '';
  if (DELTA_SECONDS.test(text)) return Number(text) * 1000;
  const date = text === '' ? NaN : Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The epoch ms before which `error`, a 429 or 503 with `Retry-After`, asks not to be retried. */
export function retryAfterTime(error: unknown, now: number): number | undefined {
  if (!(error instanceof HttpError) || (error.status !== 429 && error.status !== 503)) {
    return undefined;
  }
  const wait = parseRetryAfter(error.response.headers.get('Retry-After'), now);
  return wait === undefined ? undefined : now + wait;
}
