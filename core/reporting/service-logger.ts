// The error-logging service's client with its ignore rules (spec §7, §8): the entry of a chunk of
// its own that the facade and the widget import at their first report (load-error-logger.ts,
// ADR-0084). Import it only with `import()`: a static import puts it back in the caller's chunk.
import { createErrorLogger, type ErrorLogger, type ErrorLoggerDeps } from './error-logger';
import { createIgnoreRulesLoader } from './ignore-patterns';

export type ServiceLoggerDeps = Omit<ErrorLoggerDeps, 'getIgnoreRules'>;

export function createServiceLogger(deps: ServiceLoggerDeps): ErrorLogger {
  return createErrorLogger({ ...deps, getIgnoreRules: createIgnoreRulesLoader(deps.request) });
}
