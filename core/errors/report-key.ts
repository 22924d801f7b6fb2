// Which reports are one for the once-per-page-view rule (error-logger.ts): by default those with
// the same description and stack trace as sent. An error may name the failure it stands for (a
// string `reportKey`) when its cause and stack vary through one outage (section-data-error.ts).
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
