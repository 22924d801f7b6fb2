// What a call is made of: its options, checked; its body; a GET's URL and query.
import { decodeText } from '../cookie';

// spec §7 "Generic request helper". Callers receive `unknown`: the module that asked parses it.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Defaults to GET. */
  method?: HttpMethod;
  /** GET: sent as query parameters. Other methods: sent as a JSON body. */
  data?: Record<string, string | number | boolean | null | undefined>;
  /** Sent instead of `data` as a form body (no JSON content type). */
  form?: URLSearchParams | FormData;
  /** spec §7: retries on 429/500/502/503/504; default 0 retries, 500 ms delay. */
  retries?: number;
  retryDelayMs?: number;
  /** spec §6: sent as `Authorization: secure_id <id>` when present. */
  secureId?: string;
  /** spec §7: same-origin by default. */
  credentials?: RequestCredentials;
  /** Abort the attempt after this many ms (no timeout when absent). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** False: unmarked, so our worker keeps nothing of it (`persist`, `serviceWorker` false). */
  forWorker?: boolean;
}

/** Resolves with the parsed JSON body, or null for HTTP 204 (spec §7). */
export type RequestFn = (url: string, options?: RequestOptions) => Promise<unknown>;

// Bad input gets a clear Error, not a confusing fetch failure later.

// spec §7: "Methods are GET, POST, PUT, PATCH, DELETE."
const METHODS: ReadonlySet<string> = new Set<HttpMethod>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

function isNonNegativeInteger(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function isNonNegativeFinite(value: number): boolean {
  return Number.isFinite(value) && value >= 0;
}

/** Returns an Error describing the first problem, or undefined when the options are usable. */
export function validateRequestOptions(url: string, options: RequestOptions): Error | undefined {
  if (typeof url !== 'string' || url === '') return new Error('request called with no url');
  const method = options.method ?? 'GET';
  if (!METHODS.has(method)) return new Error(`request called with unsupported method ${method}`);
  if (method === 'GET' && options.form !== undefined) {
    return new Error('request called with a form body on a GET request');
  }
  if (options.retries !== undefined && !isNonNegativeInteger(options.retries)) {
    return new Error(`request retries must be a non-negative integer, got ${options.retries}`);
  }
  if (options.retryDelayMs !== undefined && !isNonNegativeFinite(options.retryDelayMs)) {
    return new Error(
      `request retryDelayMs must be a non-negative number, got ${options.retryDelayMs}`,
    );
  }
  if (
    options.timeoutMs !== undefined &&
    !(Number.isFinite(options.timeoutMs) && options.timeoutMs > 0)
  ) {
    return new Error(`request timeoutMs must be a positive number, got ${options.timeoutMs}`);
  }
  return undefined;
}

// spec §7: "Other methods send a JSON body, or form data if given." GET's data: `buildGetUrl`.

export interface RequestBody {
  readonly body: BodyInit | undefined;
  readonly isForm: boolean;
}

export function buildRequestBody(options: RequestOptions): RequestBody {
  if (options.form !== undefined) return { body: options.form, isForm: true };
  if (options.data !== undefined) return { body: JSON.stringify(options.data), isForm: false };
  return { body: undefined, isForm: false };
}

// spec §5: "For GET requests, a brand parameter whose value is '+', empty, '%2B' or 'None' is
// removed": a host template's placeholders for no brand.

/** One query parameter: its decoded value plus, for parameters already in the url, the raw text. */
export interface QueryParam {
  readonly name: string;
  readonly value: string;
  /** The undecoded value as it appeared in the url, e.g. '%2B' or '+'. */
  readonly rawValue?: string;
  /** The undecoded `name=value` segment, reused so untouched parameters keep their encoding. */
  readonly rawSegment?: string;
}

const PLACEHOLDER_BRANDS: ReadonlySet<string> = new Set(['+', '', '%2B', 'None']);

/** Whether a brand value is one of the spec's placeholders. */
export function isPlaceholderBrand(value: string): boolean {
  return PLACEHOLDER_BRANDS.has(value);
}

/** Drops every placeholder `brand`, decoded or raw: `brand=+` decodes to a space, `%2B` to '+'. */
export function removeBrandParam(params: readonly QueryParam[]): QueryParam[] {
  return params.filter(
    (param) =>
      param.name !== 'brand' ||
      !(
        isPlaceholderBrand(param.value) ||
        (param.rawValue !== undefined && isPlaceholderBrand(param.rawValue))
      ),
  );
}

// spec §7: "GET sends its data as query parameters", merged into the url's own; then spec §5's
// brand rule.

type RequestData = NonNullable<RequestOptions['data']>;

/** A query component decoded, `+` as a space; a malformed escape is kept as written. */
const decodeComponent = (text: string): string => decodeText(text.replace(/\+/g, ' ')) ?? text;

function parseQuery(query: string): QueryParam[] {
  return query
    .split('&')
    .filter((segment) => segment !== '')
    .map((segment) => {
      const equals = segment.indexOf('=');
      const rawName = equals === -1 ? segment : segment.slice(0, equals);
      const rawValue = equals === -1 ? '' : segment.slice(equals + 1);
      return {
        name: decodeComponent(rawName),
        value: decodeComponent(rawValue),
        rawValue,
        rawSegment: segment,
      };
    });
}

/** null and undefined mean "no value": such keys are not sent at all. */
function dataToParams(data: RequestData): QueryParam[] {
  const params: QueryParam[] = [];
  for (const [name, value] of Object.entries(data)) {
    if (value === null || value === undefined) continue;
    params.push({ name, value: String(value) });
  }
  return params;
}

function serialize(param: QueryParam): string {
  return param.rawSegment ?? `${encodeURIComponent(param.name)}=${encodeURIComponent(param.value)}`;
}

// A key in `data` replaces every url parameter of that name; the others keep their order and
// encoding, the fragment stays last, and a relative url stays relative.
export function buildGetUrl(url: string, data: RequestData | undefined): string {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const base = queryIndex === -1 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex === -1 ? '' : beforeHash.slice(queryIndex + 1);

  const added = data === undefined ? [] : dataToParams(data);
  const addedNames = new Set(added.map((param) => param.name));
  const existing = parseQuery(query).filter((param) => !addedNames.has(param.name));
  const params = removeBrandParam([...existing, ...added]);

  const search = params.map(serialize).join('&');
  return `${base}${search === '' ? '' : `?${search}`}${hash}`;
}
