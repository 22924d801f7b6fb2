// spec §7 "Ignore patterns: GET /common/ignoredErrorTypes.txt ... JSON rules with category
// (message, url, stacktrace or useragent) and rules"; spec §9: request timeout 15000 ms.
import type { RequestFn } from '../request/request-types';
import type { ErrorReportRecord } from './error-report-record';

export const IGNORE_RULES_URL = '/common/ignoredErrorTypes.txt';
export const IGNORE_RULES_TIMEOUT_MS = 15000;

export type IgnoreCategory = 'message' | 'url' | 'stacktrace' | 'useragent';

/** Rules are case-insensitive substrings (not regular expressions: no ReDoS, no escaping bugs). */
export interface IgnoreRule {
  readonly category: IgnoreCategory;
  readonly rules: readonly string[];
}

const FIELD_BY_CATEGORY: Readonly<Record<IgnoreCategory, keyof ErrorReportRecord>> = {
  message: 'description',
  url: 'url',
  stacktrace: 'stackTrace',
  useragent: 'userAgent',
};

function toCategory(value: unknown): IgnoreCategory | undefined {
  if (typeof value !== 'string') return undefined;
  const category = value.toLowerCase();
  return Object.hasOwn(FIELD_BY_CATEGORY, category) ? (category as IgnoreCategory) : undefined;
}

/**
 * Parses the file's JSON: an array of `{ category, rules }`. Entries that do not fit (unknown
 * category, rules not an array) are dropped one by one, as are rules that are not strings or are
 * blank: an empty substring would match, and so silence, every report.
 */
export function parseIgnoreRules(body: unknown): IgnoreRule[] {
  if (!Array.isArray(body)) return [];
  const parsed: IgnoreRule[] = [];
  for (const entry of body as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { category: rawCategory, rules: rawRules } = entry as Record<string, unknown>;
    const category = toCategory(rawCategory);
    if (category === undefined || !Array.isArray(rawRules)) continue;
    const rules = (rawRules as unknown[]).filter(
      (rule): rule is string => typeof rule === 'string' && rule.trim() !== '',
    );
    if (rules.length > 0) parsed.push({ category, rules });
  }
  return parsed;
}

/** Whether any rule's text occurs, ignoring case, in the record field its category names. */
export function isIgnored(record: ErrorReportRecord, rules: readonly IgnoreRule[]): boolean {
  return rules.some((rule) => {
    const field = record[FIELD_BY_CATEGORY[rule.category]].toLowerCase();
    return rule.rules.some((text) => field.includes(text.toLowerCase()));
  });
}

/**
 * After a failed load the rules are not asked for again for 60 s, then 120 s, 240 s … (at most an
 * hour), so a failing rules file is not fetched again for every report.
 */
export const IGNORE_RULES_RETRY_MS = 60_000;
const MAX_IGNORE_RULES_RETRY_MS = 60 * 60_000;

const NO_RULES: readonly IgnoreRule[] = Object.freeze([]);

type IgnoreRulesLoader = () => Promise<readonly IgnoreRule[]>;

function newIgnoreRulesLoader(request: RequestFn, url: string): IgnoreRulesLoader {
  /** The load in flight, or its rules once it succeeded (kept for the page's life). */
  let rules: Promise<readonly IgnoreRule[]> | undefined;
  let retryAt = 0;
  let retryMs = IGNORE_RULES_RETRY_MS;
  return () => {
    if (rules) return rules;
    // Backing off: the report goes out at once, without rules.
    if (Date.now() < retryAt) return Promise.resolve(NO_RULES);
    // The async wrapper turns a synchronous throw into a rejection, and makes the reset below
    // run after `rules` is assigned.
    rules = (async () => request(url, { timeoutMs: IGNORE_RULES_TIMEOUT_MS }))().then(
      parseIgnoreRules,
      () => {
        rules = undefined;
        retryAt = Date.now() + retryMs;
        retryMs = Math.min(retryMs * 2, MAX_IGNORE_RULES_RETRY_MS);
        return NO_RULES;
      },
    );
    return rules;
  };
}

/**
 * The page's loaders, one per request function and URL. The widget's reporter is made again
 * each time the widget is mounted (a refresh, another user) and asks for a loader each time;
 * in a page every one of them uses the one request helper (core/request/request.ts), so they
 * all share one: the rules are loaded once per page, and a failure backs off for the page.
 */
const pageLoaders = new WeakMap<RequestFn, Map<string, IgnoreRulesLoader>>();

/**
 * Returns the page's loader of the rules for `request` and `url`: it fetches them once and
 * shares the promise between reports. Loading never fails: any error gives no rules, so the
 * report still goes out. After a failure the next load is tried only once IGNORE_RULES_RETRY_MS
 * has passed, the wait doubling with each failure; until then reports go out without rules at
 * once, instead of each one fetching the file again.
 */
export function createIgnoreRulesLoader(
  request: RequestFn,
  url: string = IGNORE_RULES_URL,
): IgnoreRulesLoader {
  let byUrl = pageLoaders.get(request);
  if (!byUrl) {
    byUrl = new Map();
    pageLoaders.set(request, byUrl);
  }
  let loader = byUrl.get(url);
  if (!loader) {
    loader = newIgnoreRulesLoader(request, url);
    byUrl.set(url, loader);
  }
  return loader;
}
