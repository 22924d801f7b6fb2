// spec §7 "Error report": one report sent without the service's client (ADR-0103), when its chunk
// cannot load (a deploy removed it, offline). The record's fields with the same limits, the same
// localhost rule and timeout; the line is the event's, when given, never read from the stack; no
// ignore rules (they come with the client) and no retries.
import type { ReportExtra } from './error-logger';
import { ERROR_LOGGER_URL, SEND_TIMEOUT_MS } from './error-logger-call';
import { describeError } from '../errors/describe-error';
import { MAX_DESCRIPTION_LENGTH, MAX_STACK_TRACE_LENGTH } from '../errors/error-report-limits';
import { scrubSecrets } from '../errors/scrub-secrets';
import { truncate } from '../errors/truncate';
import { isLocalhost } from '../errors/is-localhost';
import { isQueryFlagSet } from '../errors/query-flag';
import type { ServiceLoggerDeps } from './service-logger';

/** Never rejects. */
export async function sendWithoutClient(
  deps: ServiceLoggerDeps,
  error: unknown,
  extra: ReportExtra = {},
): Promise<void> {
  try {
    const { location, parentUrl } = deps;
    if (
      isLocalhost(location.hostname) &&
      !isQueryFlagSet(location.search, 'logDevEnvironmentErrors')
    ) {
      return;
    }
    const scrub = (text: string) => scrubSecrets(text, deps.secrets?.() ?? []);
    const { description, stackTrace } = describeError(error);
    const record = {
      description: truncate(scrub(description), MAX_DESCRIPTION_LENGTH),
      url: scrub(extra.sourceUrl || location.href),
      line: String(extra.line ?? ''),
      parentUrl: scrub(typeof parentUrl === 'function' ? parentUrl() : parentUrl),
      userAgent: scrub(deps.userAgent),
      stackTrace: truncate(scrub(stackTrace), MAX_STACK_TRACE_LENGTH),
    };
    await deps.request(ERROR_LOGGER_URL, {
      method: 'POST',
      form: new URLSearchParams(record),
      timeoutMs: SEND_TIMEOUT_MS,
      signal: deps.signal,
    });
  } catch {
    // Lost, as a failed send is: reporting must never become a new error in the host page.
  }
}
