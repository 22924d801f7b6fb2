// spec §7 "Error report: POST /api/foundation/error-logger/v1/errors/, form-encoded: description,
// url, line, parentUrl, userAgent, stackTrace"; spec §8 "Error reporting rules"; spec §9.
import { ResponseParseError } from '../request/request-errors';
import type { RequestFn } from '../request/request-types';
import { sleep as defaultSleep } from '../request/sleep';
import { buildErrorReportRecord, type ErrorReportRecord } from './error-report-record';
import { isIgnored, type IgnoreRule } from './ignore-patterns';
import { isLocalhost } from './is-localhost';
import { isQueryFlagSet } from './query-flag';

export const ERROR_LOGGER_URL = '/api/foundation/error-logger/v1/errors/';
/** spec §8/§9: "A failed send is retried 2 times, waiting 500 ms multiplied by the attempt number." */
const SEND_RETRIES = 2;
const SEND_RETRY_STEP_MS = 500;
/**
 * issue 8: a logger that never answers must not hold a connection forever. Browsers open at
 * most 6 HTTP/1.1 connections per host: a few hung reports would stall the host page's own
 * requests. Not in the spec; 10 s like the widget's data calls, and a timed-out send is a
 * failed send (retried as above).
 */
export const SEND_TIMEOUT_MS = 10_000;
/**
 * issue 13: the same failure (a failing service) was reported on every open of the popup. A
 * report whose description and stack trace (as sent: scrubbed and cut) were already reported in
 * this page view is not sent again. The set remembers the last 100 reports, so a page full of
 * different errors cannot grow it without end.
 */
export const MAX_REPORT_KEYS = 100;

/**
 * Reports sent in this page view, one set per request function: the widget makes a new logger
 * each time it is mounted (a refresh, another user), and in a page they all use the one request
 * helper (core/request/request.ts), so they share one set.
 */
const pageReportKeys = new WeakMap<RequestFn, Set<string>>();

function reportKeysFor(request: RequestFn): Set<string> {
  let keys = pageReportKeys.get(request);
  if (!keys) {
    keys = new Set();
    pageReportKeys.set(request, keys);
  }
  return keys;
}

/** Adds `key`; false when it was there already. The oldest key goes when the set is full. */
function rememberOnce(keys: Set<string>, key: string): boolean {
  if (keys.has(key)) return false;
  keys.add(key);
  if (keys.size > MAX_REPORT_KEYS) {
    for (const oldest of keys) {
      keys.delete(oldest);
      break;
    }
  }
  return true;
}

export interface LocationLike {
  readonly href: string;
  readonly hostname: string;
  readonly search: string;
}

/** What a window `error` event knows beyond the error itself (spec §7: source and line number). */
export interface ReportExtra {
  readonly sourceUrl?: string;
  readonly line?: number | string;
}

export interface ErrorLoggerDeps {
  readonly request: RequestFn;
  /** Read at report time, so window.location stays current in a single-page host. */
  readonly location: LocationLike;
  readonly userAgent: string;
  /** document.referrer or the parent frame's url. */
  readonly parentUrl: string | (() => string);
  readonly getIgnoreRules: () => Promise<readonly IgnoreRule[]>;
  /** Strings that must never leave the page, e.g. the user's secure id. */
  readonly secrets?: () => readonly string[];
  readonly sleep?: (ms: number) => Promise<void>;
  /** issue 13: the widget's lifetime; once aborted, a send in flight and its retries stop. */
  readonly signal?: AbortSignal;
}

export interface ErrorLogger {
  /** Sends one report. Resolves when sent, skipped or given up; never rejects. */
  report(error: unknown, extra?: ReportExtra): Promise<void>;
}

function toForm(record: ErrorReportRecord): URLSearchParams {
  return new URLSearchParams({
    description: record.description,
    url: record.url,
    line: record.line,
    parentUrl: record.parentUrl,
    userAgent: record.userAgent,
    stackTrace: record.stackTrace,
  });
}

export function createErrorLogger(deps: ErrorLoggerDeps): ErrorLogger {
  const sleep = deps.sleep ?? defaultSleep;
  const reported = reportKeysFor(deps.request);

  async function send(record: ErrorReportRecord): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await deps.request(ERROR_LOGGER_URL, {
          method: 'POST',
          form: toForm(record),
          timeoutMs: SEND_TIMEOUT_MS,
          signal: deps.signal,
        });
        return;
      } catch (error) {
        // The server took the report; its reply is not part of the contract (spec §7).
        if (error instanceof ResponseParseError) return;
        if (attempt > SEND_RETRIES) return;
        await sleep(SEND_RETRY_STEP_MS * attempt);
        // issue 13: the widget went away meanwhile (its sleep ends at once): no further attempt.
        if (deps.signal?.aborted) return;
      }
    }
  }

  async function loadRules(): Promise<readonly IgnoreRule[]> {
    try {
      return await deps.getIgnoreRules();
    } catch {
      return [];
    }
  }

  async function report(error: unknown, extra: ReportExtra = {}): Promise<void> {
    const { location } = deps;
    if (
      isLocalhost(location.hostname) &&
      !isQueryFlagSet(location.search, 'logDevEnvironmentErrors')
    ) {
      return;
    }
    const record = buildErrorReportRecord(error, {
      pageUrl: location.href,
      parentUrl: typeof deps.parentUrl === 'function' ? deps.parentUrl() : deps.parentUrl,
      userAgent: deps.userAgent,
      sourceUrl: extra.sourceUrl,
      line: extra.line,
      secrets: deps.secrets?.() ?? [],
    });
    // Once per page view (issue 13); decided before the rules, so a repeat loads nothing.
    if (!rememberOnce(reported, `${record.description}\n${record.stackTrace}`)) return;
    if (!isQueryFlagSet(location.search, 'logBlacklistedErrors')) {
      if (isIgnored(record, await loadRules())) return;
    }
    await send(record);
  }

  return {
    report: async (error, extra) => {
      try {
        await report(error, extra);
      } catch {
        // Reporting must never become a new error in the host page.
      }
    },
  };
}
