// The error-logging client with its ignore rules, a chunk of its own (ADR-0084): import it only
// with `import()`, or it is back in the caller's chunk.
import { createErrorLogger, type ErrorLogger, type ErrorLoggerDeps } from './error-logger';
import { createIgnoreRulesLoader } from './ignore-patterns';

export type ServiceLoggerDeps = Omit<ErrorLoggerDeps, 'getIgnoreRules'>;

export function createServiceLogger(deps: ServiceLoggerDeps): ErrorLogger {
  return createErrorLogger({ ...deps, getIgnoreRules: createIgnoreRulesLoader(deps.request) });
}
