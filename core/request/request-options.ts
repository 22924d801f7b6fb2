// spec §7 "Generic request helper": its options, checked, and a GET's URL; answers are `unknown`.
import { decodeText } from '../cookie';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Defaults to GET. */
  method?: HttpMethod;
  /** GET: sent as query parameters. Other methods: sent as a JSON body. */
  data?: Record<string, string | number | boolean | null | undefined>;
  /** Sent instead of `data` as a form body (no JSON content type). */
  form?: URLSearchParams | FormData;
  /** spec §7: retries on 429/500/502/503/504, none by default, 500 ms apart. */
  retries?: number;
  /** spec §6: sent as `Authorization: secure_id <id>` when present. */
  secureId?: string;
  /** Abort the attempt after this many ms (no timeout when absent). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** False: unmarked, so our worker keeps nothing of it (`persist`, `serviceWorker` false). */
  forWorker?: boolean;
}

/** Resolves with the parsed JSON body, or null for HTTP 204 (spec §7). */
export type RequestFn = (url: string, options?: RequestOptions) => Promise<unknown>;

// spec §7: "Methods are GET, POST, PUT, PATCH, DELETE."
const METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Bad input gets a clear Error, not a confusing fetch failure later; undefined when usable. */
export function validateRequestOptions(url: string, options: RequestOptions): Error | undefined {
  if (typeof url !== 'string' || url === '') return new Error('request called with no url');
  const method = options.method ?? 'GET';
  if (!METHODS.has(method)) return new Error(`request called with unsupported method ${method}`);
  if (method === 'GET' && options.form !== undefined) {
    return new Error('request called with a form body on a GET request');
  }
  const { retries, timeoutMs } = options;
  if (retries !== undefined && !(Number.isInteger(retries) && retries >= 0)) {
    return new Error(`request retries must be a non-negative integer, got ${retries}`);
  }
  if (timeoutMs !== undefined && !(Number.isFinite(timeoutMs) && timeoutMs > 0)) {
    return new Error(`request timeoutMs must be a positive number, got ${timeoutMs}`);
  }
  return undefined;
}

// spec §5: "For GET requests, a brand parameter whose value is '+', empty, '%2B' or 'None' is
// removed": a host template's placeholders for no brand.
const PLACEHOLDER_BRANDS: ReadonlySet<string> = new Set(['+', '', '%2B', 'None']);

/** A query component decoded, `+` as a space; a malformed escape is kept as written. */
const decodeComponent = (text: string): string => decodeText(text.replace(/\+/g, ' ')) ?? text;

// spec §7: "GET sends its data as query parameters", replacing the url's of the same name, the
// others kept as written; then spec §5's brand rule, on decoded and written values (`brand=+`).
export function buildGetUrl(url: string, data: RequestOptions['data']): string {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const base = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1);
  // null and undefined mean "no value": such keys are not sent at all.
  const added = Object.entries(data ?? {})
    .filter((entry): entry is [string, string | number | boolean] => entry[1] != null)
    .map(([name, value]) => ({
      name,
      values: [String(value)],
      segment: `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    }));
  const existing = query
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const equals = segment.indexOf('=');
      const raw = equals === -1 ? '' : segment.slice(equals + 1);
      const name = decodeComponent(equals === -1 ? segment : segment.slice(0, equals));
      return { name, values: [decodeComponent(raw), raw], segment };
    })
    .filter((param) => !added.some((other) => other.name === param.name));
  const search = [...existing, ...added]
    .filter(
      (param) => param.name !== 'brand' || !param.values.some((v) => PLACEHOLDER_BRANDS.has(v)),
    )
    .map((param) => param.segment)
    .join('&');
  return `${base}${search === '' ? '' : `?${search}`}${hash}`;
}
