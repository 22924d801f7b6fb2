// spec §7: "Errors are also forwarded to an error-logging service with message, source, line
// number and error." The widget chunk carries the error logger for its own errors; before it has
// loaded (a failed gate request, a widget chunk that fails to load or to mount, a provider that
// throws once a user is known), they would reach only the host's logError. The facade sends
// them too (ADR-0017), with the same logger and rules (localhost only with logDevEnvironmentErrors,
// ignore rules, retries, once per page view), and with the product's script, loader.js, as the
// report's source (`url`) rather than the page.
//
// They reach it through stage one's report (loader/start-loader.ts), which hands every error to
// the facade's scrubber once a user is known (loader/facade/index.ts): errors of anonymous
// visitors, and the facade chunk's own failure to load, stay with the host's logError.
import { createErrorLogger, createIgnoreRulesLoader, type ErrorLogger } from '../../core/errors';
import { request } from '../../core/request';

const loggers = new WeakMap<Window, ErrorLogger>();
/** Every secure id the page has handed over: scrubbed from every later report too. */
const secrets = new Set<string>();

/** loader.js sits next to this chunk in dist/ (one folder, any base path). */
export const loaderScriptUrl = (): string => new URL('loader.js', import.meta.url).href;

/** Sends `error` (already scrubbed) to the error-logging service; never throws or rejects. */
export function sendEarlyError(win: Window, error: Error, secureIds: Iterable<string>): void {
  try {
    for (const id of secureIds) secrets.add(id);
    let logger = loggers.get(win);
    if (!logger) {
      logger = createErrorLogger({
        request,
        location: win.location,
        userAgent: win.navigator.userAgent,
        parentUrl: () => win.document.referrer,
        getIgnoreRules: createIgnoreRulesLoader(request),
        secrets: () => [...secrets],
      });
      loggers.set(win, logger);
    }
    void logger.report(error, { sourceUrl: loaderScriptUrl() });
  } catch {
    // Reporting must never become a new error in the host page.
  }
}
