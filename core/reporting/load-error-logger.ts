// Loading the error-logging client at the first report (ADR-0084), and the send without it.
import type { ReportExtra, ErrorLogger } from './error-logger';
import { reportText, scrubSecrets } from '../errors/scrub-error';
import { skipsReports } from '../errors/dev-hosts';
import type { ServiceLoggerDeps } from './service-logger';
import type { ErrorReportRecord } from '../errors/error-report';

// spec §7 "Error report: POST /api/foundation/error-logger/v1/errors/": the call both senders
// make, the service's client (error-logger.ts) and the one without it (`sendWithoutClient` below).
export const ERROR_LOGGER_URL = '/api/foundation/error-logger/v1/errors/';
/** A hung logger must not hold one of the browser's few connections per host (ADR-0049). */
export const SEND_TIMEOUT_MS = 10_000;

export const postReport = (
  { request, signal }: Pick<ServiceLoggerDeps, 'request' | 'signal'>,
  record: ErrorReportRecord,
) =>
  request(ERROR_LOGGER_URL, {
    method: 'POST',
    form: new URLSearchParams({ ...record }),
    timeoutMs: SEND_TIMEOUT_MS,
    signal,
  });

// One report without the service's client (ADR-0103), when its chunk cannot load: the same
// fields, limits and localhost rule; the line only when given; no ignore rules, no retries.
export async function sendWithoutClient(
  deps: ServiceLoggerDeps,
  error: unknown,
  extra: ReportExtra = {},
): Promise<void> {
  try {
    const { location, parentUrl } = deps;
    if (skipsReports(location)) return;
    const secrets = deps.secrets?.() ?? [];
    const scrub = (text: string) => scrubSecrets(text, secrets);
    const { description, stackTrace } = reportText(error, secrets);
    await postReport(deps, {
      description,
      url: scrub(extra.sourceUrl || location.href),
      line: String(extra.line ?? ''),
      parentUrl: scrub(typeof parentUrl === 'function' ? parentUrl() : parentUrl),
      userAgent: scrub(deps.userAgent),
      stackTrace,
    });
  } catch {
    // Lost, as a failed send is: reporting must never become a new error in the host page.
  }
}

export type { ErrorLogger, ServiceLoggerDeps };

/** What the facade and the widget give; the page's own fields come from `win` (report time). */
export type PageLoggerDeps = Omit<ServiceLoggerDeps, 'location' | 'userAgent' | 'parentUrl'>;

// Loads the service's client at its first report (ADR-0084); reports keep their order. Without its
// chunk, or when `filesGone`, each goes by `sendWithoutClient` (ADR-0103). Never rejects.
export function loadErrorLogger(
  win: Window,
  pageDeps: PageLoggerDeps,
  filesGone: () => boolean = () => false,
): ErrorLogger {
  const deps: ServiceLoggerDeps = {
    ...pageDeps,
    location: win.location,
    userAgent: win.navigator.userAgent,
    parentUrl: () => win.document.referrer,
  };
  let logger: Promise<ErrorLogger> | undefined;
  const builtIn = (): ErrorLogger => ({
    report: (error, extra) => sendWithoutClient(deps, error, extra),
  });
  return {
    report: (error, extra) =>
      (logger ??= filesGone()
        ? Promise.resolve(builtIn())
        : import('./service-logger').then(
            (module) => module.createServiceLogger(deps),
            builtIn,
          )).then((loaded) => loaded.report(error, extra)),
  };
}
