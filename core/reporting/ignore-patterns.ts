// spec §7 "Ignore patterns: GET /common/ignoredErrorTypes.txt ... JSON rules with category
// (message, url, stacktrace or useragent) and rules"; spec §9: request timeout 15000 ms.
import type { RequestFn } from '../request/request-options';
import type { ErrorReportRecord } from '../errors/error-report';

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

// The file's JSON, an array of `{ category, rules }`; entries that do not fit are dropped one by
// one, as are blank rules (an empty substring would silence every report).
export function parseIgnoreRules(body: unknown): IgnoreRule[] {
  if (!Array.isArray(body)) return [];
  const parsed: IgnoreRule[] = [];
  for (const entry of body as unknown[]) {
    const { category: rawCategory, rules: rawRules } = Object(entry) as Record<string, unknown>;
    const category = typeof rawCategory === 'string' ? rawCategory.toLowerCase() : '';
    if (!Object.hasOwn(FIELD_BY_CATEGORY, category) || !Array.isArray(rawRules)) continue;
    const rules = (rawRules as unknown[]).filter(
      (rule): rule is string => typeof rule === 'string' && rule.trim() !== '',
    );
    if (rules.length > 0) parsed.push({ category: category as IgnoreCategory, rules });
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

/** After a failed load: 60 s, then 120 s, 240 s … (at most an hour) before the next one. */
export const IGNORE_RULES_RETRY_MS = 60_000;
const MAX_IGNORE_RULES_RETRY_MS = 60 * 60_000;
const NO_RULES: readonly IgnoreRule[] = Object.freeze([]);
type IgnoreRulesLoader = () => Promise<readonly IgnoreRule[]>;

// One loader per page (request function), fetching the rules once. Never fails: an error gives
// no rules, and until the backoff has passed reports go without rules.
const pageLoaders = new WeakMap<RequestFn, IgnoreRulesLoader>();

export function createIgnoreRulesLoader(request: RequestFn): IgnoreRulesLoader {
  const shared = pageLoaders.get(request);
  if (shared) return shared;
  // The load in flight, or its rules once it succeeded (kept for the page's life).
  let rules: Promise<readonly IgnoreRule[]> | undefined;
  let retryAt = 0;
  let retryMs = IGNORE_RULES_RETRY_MS;
  const loader: IgnoreRulesLoader = () => {
    if (rules) return rules;
    if (Date.now() < retryAt) return Promise.resolve(NO_RULES);
    // Async: a synchronous throw rejects, and the reset runs after `rules` is assigned.
    rules = (async () => request(IGNORE_RULES_URL, { timeoutMs: IGNORE_RULES_TIMEOUT_MS }))().then(
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
  pageLoaders.set(request, loader);
  return loader;
}
