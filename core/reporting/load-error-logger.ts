import type { ErrorLogger } from './error-logger';
import { sendWithoutClient } from './send-without-client';
import type { createServiceLogger, ServiceLoggerDeps } from './service-logger';

export type { ErrorLogger, ServiceLoggerDeps };
/** `import('core/reporting/service-logger')`: its one export. */
export interface ServiceLoggerModule {
  createServiceLogger: typeof createServiceLogger;
}

/**
 * A logger that loads the service's client at its first report (ADR-0084): most page views report
 * nothing, so they never pay for the ignore rules' loader. Reports keep their order (each waits on
 * the one load). Without its chunk (a deploy removed it, offline), or when `filesGone` says this
 * deploy's files are gone, reports go out all the same for the rest of the page view, one send
 * each without the client's rules (send-without-client.ts, ADR-0103): a failure that removed our
 * files is the one the site must hear of.
 * Never rejects.
 */
export function loadErrorLogger(
  load: () => Promise<ServiceLoggerModule>,
  deps: ServiceLoggerDeps,
  filesGone: () => boolean = () => false,
): ErrorLogger {
  let logger: Promise<ErrorLogger> | undefined;
  const builtIn = (): ErrorLogger => ({
    report: (error, extra) => sendWithoutClient(deps, error, extra),
  });
  return {
    report: (error, extra) =>
      (logger ??= filesGone()
        ? Promise.resolve(builtIn())
        : load().then((module) => module.createServiceLogger(deps), builtIn)).then((loaded) =>
        loaded.report(error, extra),
      ),
  };
}
