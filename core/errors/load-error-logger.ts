import type { ErrorLogger } from './error-logger';
import type { createServiceLogger, ServiceLoggerDeps } from './service-logger';

export type { ErrorLogger, ServiceLoggerDeps };
/** `import('core/errors/service-logger')`: its one export. */
export interface ServiceLoggerModule {
  createServiceLogger: typeof createServiceLogger;
}

/**
 * A logger that loads the service's client at its first report (ADR-0084): most page views report
 * nothing, so they never pay for it. Reports keep their order (each waits on the one load). A load
 * that fails (offline, a deploy race) loses that report, as a failed send would, and the next
 * report loads again. Never rejects.
 */
export function loadErrorLogger(
  load: () => Promise<ServiceLoggerModule>,
  deps: ServiceLoggerDeps,
): ErrorLogger {
  let logger: Promise<ErrorLogger> | undefined;
  return {
    report: (error, extra) =>
      (logger ??= load().then((module) => module.createServiceLogger(deps))).then(
        (loaded) => loaded.report(error, extra),
        () => {
          logger = undefined;
        },
      ),
  };
}
