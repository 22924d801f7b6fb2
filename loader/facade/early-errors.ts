// spec §7: stage one's errors before the widget loads, scrubbed, to the error-logging service
// (ADR-0084), loader.js as their source (ADR-0017).
import { type ErrorLogger, loadErrorLogger } from '../../core/reporting';
import { request } from '../../core/request';
import { deployFilesGone } from './widget-loader';

const loggers = new WeakMap<Window, ErrorLogger>();
/** Every secure id the page has handed over: scrubbed from every later report too. */
const secrets = new Set<string>();

/** Sends `error` (already scrubbed) to the error-logging service; never throws or rejects. */
export function sendEarlyError(win: Window, error: Error, secureIds: Iterable<string>): void {
  try {
    for (const id of secureIds) secrets.add(id);
    let logger = loggers.get(win);
    if (!logger) {
      logger = loadErrorLogger(win, { request, secrets: () => [...secrets] }, deployFilesGone);
      loggers.set(win, logger);
    }
    // loader.js sits next to this chunk in dist/ (one folder, any base path).
    void logger.report(error, { sourceUrl: new URL('loader.js', import.meta.url).href });
  } catch {
    // Reporting must never become a new error in the host page.
  }
}
