// spec §7 "Error report: POST /api/foundation/error-logger/v1/errors/, form-encoded: description,
// url, line, parentUrl, userAgent, stackTrace"; spec §8 "Error reporting rules"; spec §9.
import { HttpError, ResponseParseError } from '../request/request-errors';
import type { RequestFn } from '../request/request-options';
import { sleep as defaultSleep } from '../request/request';
import {
  buildErrorReportRecord,
  type ErrorReportRecord,
  reportKeyOf,
} from '../errors/error-report';
import { isIgnored, type IgnoreRule } from './ignore-patterns';
import { isQueryFlagSet, skipsReports } from '../errors/dev-hosts';
import { postReport, SEND_TIMEOUT_MS } from './load-error-logger';

/** spec §8/§9: "A failed send is retried 2 times, waiting 500 ms multiplied by the attempt number." */
const SEND_RETRIES = 2;
const SEND_RETRY_STEP_MS = 500;
// A report already made in this page view (same `reportKeyOf`) is not sent again; the last 100.
export const MAX_REPORT_KEYS = 100;
// The longest `Retry-After` wait; a longer one ends the retries (docs/rules.md §8).
export const MAX_RETRY_AFTER_WAIT_MS = SEND_TIMEOUT_MS;

// What a page's loggers share (each mount makes one; all use the one request helper).
// `notBefore`: the epoch ms before which no report is sent, from `Retry-After`.
const pageReports = new WeakMap<RequestFn, { readonly keys: Set<string>; notBefore: number }>();

/** Adds `key`; false when it was there already. The oldest key goes when the set is full. */
function rememberOnce(keys: Set<string>, key: string): boolean {
  if (keys.has(key)) return false;
  keys.add(key);
  // A Set iterates in insertion order: its first key is the oldest.
  if (keys.size > MAX_REPORT_KEYS) keys.delete(keys.values().next().value as string);
  return true;
}

// The epoch ms (at least now) a 429's or 503's `Retry-After` names; else undefined.
export function retryAfterTime(error: unknown, now: number): number | undefined {
  if (!(error instanceof HttpError) || (error.status !== 429 && error.status !== 503)) {
    return undefined;
  }
  const text = error.response.headers.get('Retry-After')?.trim() ?? '';
  if (/^\d+$/.test(text)) return now + Number(text) * 1000;
  const date = text === '' ? NaN : Date.parse(text);
  return Number.isNaN(date) ? undefined : Math.max(now, date);
}

/** What a window `error` event knows beyond the error itself (spec §7: source and line number). */
export interface ReportExtra {
  readonly sourceUrl?: string;
  readonly line?: number | string;
}

export interface ErrorLoggerDeps {
  readonly request: RequestFn;
  /** Read at report time, so window.location stays current in a single-page host. */
  readonly location: Pick<Location, 'href' | 'hostname' | 'search'>;
  readonly userAgent: string;
  readonly parentUrl: string | (() => string); // document.referrer or the parent frame's url
  readonly getIgnoreRules: () => Promise<readonly IgnoreRule[]>;
  /** Strings that must never leave the page, e.g. the user's secure id. */
  readonly secrets?: () => readonly string[];
  readonly sleep?: (ms: number) => Promise<void>;
  /** The widget's lifetime; once aborted, a send in flight and its retries stop (ADR-0024). */
  readonly signal?: AbortSignal;
}

export interface ErrorLogger {
  /** Sends one report. Resolves when sent, skipped or given up; never rejects. */
  report(error: unknown, extra?: ReportExtra): Promise<void>;
}

export function createErrorLogger(deps: ErrorLoggerDeps): ErrorLogger {
  const sleep = deps.sleep ?? defaultSleep;
  const page = pageReports.get(deps.request) ?? { keys: new Set(), notBefore: 0 };
  pageReports.set(deps.request, page);

  // Waits `stepMs` or until `notBefore`, whichever is later; false when that is too long or the
  // widget went away.
  async function waitForTurn(stepMs: number): Promise<boolean> {
    let until = Math.max(Date.now() + stepMs, page.notBefore);
    for (;;) {
      const wait = until - Date.now();
      if (wait > MAX_RETRY_AFTER_WAIT_MS) return false;
      if (wait > 0) {
        await sleep(wait);
        if (deps.signal?.aborted) return false;
      }
      // Ends: notBefore only grows, and only when a send fails.
      if (page.notBefore <= until) return true;
      until = page.notBefore;
    }
  }

  async function send(record: ErrorReportRecord): Promise<void> {
    let stepMs = 0;
    for (let attempt = 1; ; attempt += 1) {
      if (!(await waitForTurn(stepMs))) return;
      try {
        await postReport(deps, record);
        return;
      } catch (error) {
        // The server took the report; its reply is not part of the contract (spec §7).
        if (error instanceof ResponseParseError) return;
        page.notBefore = Math.max(page.notBefore, retryAfterTime(error, Date.now()) ?? 0);
        if (attempt > SEND_RETRIES) return;
        stepMs = SEND_RETRY_STEP_MS * attempt;
      }
    }
  }

  return {
    async report(error, extra = {}) {
      try {
        const { location } = deps;
        if (skipsReports(location)) return;
        const record = buildErrorReportRecord(error, {
          pageUrl: location.href,
          parentUrl: typeof deps.parentUrl === 'function' ? deps.parentUrl() : deps.parentUrl,
          userAgent: deps.userAgent,
          sourceUrl: extra.sourceUrl,
          line: extra.line,
          secrets: deps.secrets?.() ?? [],
        });
        // Once per page view; decided before the rules, so a repeat loads nothing.
        if (!rememberOnce(page.keys, reportKeyOf(error, record))) return;
        if (!isQueryFlagSet(location.search, 'logBlacklistedErrors')) {
          // Rules that fail to load ignore nothing.
          const rules = await Promise.resolve()
            .then(deps.getIgnoreRules)
            .catch(() => []);
          if (isIgnored(record, rules)) return;
        }
        await send(record);
      } catch {
        // Reporting must never become a new error in the host page.
      }
    },
  };
}
