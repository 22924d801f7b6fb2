// Which reports are one report for the once-per-page-view rule (error-logger.ts): by default those
// whose description and stack trace, as sent, are the same. An error can name the failure it
// stands for instead (a string `reportKey`), for failures whose cause and stack change while the
// failure stays the same: a section's data fetch (core/sections/section-data-error.ts) fails with
// a 429, a 503 or a timeout through one outage, and its stack holds the async path to the fetch
// (in V8 the section's place in a Promise.all).
import type { ErrorReportRecord } from './error-report-record';

function ownReportKey(error: unknown): string | undefined {
  try {
    if (error instanceof Error && 'reportKey' in error && typeof error.reportKey === 'string') {
      return error.reportKey;
    }
  } catch {
    // A throwing getter leaves the default key.
  }
  return undefined;
}

/** The key `error`'s report is remembered by; the first letter keeps own and default keys apart. */
export function reportKeyOf(
  error: unknown,
  record: Pick<ErrorReportRecord, 'description' | 'stackTrace'>,
): string {
  const own = ownReportKey(error);
  return own === undefined ? `d${record.description}\n${record.stackTrace}` : `k${own}`;
}
