// Fault knobs (any call of spec §7 may be slow, fail with 429/5xx, return malformed JSON or
// never answer). Read per request from cookies so every browser context is isolated; optionally
// overridden by the query of the API URL itself (handy with curl).

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** The APIs a fault can target; `all` targets every one of them. */
export const FAULT_APIS = /** @type {const} */ ([
  'tiles',
  'dashboards',
  'experiment',
  'logger',
  'ignore',
  'icons',
  'all',
]);

/** What a fault does. */
export const FAULT_KINDS = /** @type {const} */ ([
  '429',
  '500',
  '503',
  'malformed',
  'wrong-shape',
  'hang',
  'offline',
]);

/** @typedef {(typeof FAULT_APIS)[number]} FaultApi */
/** @typedef {(typeof FAULT_KINDS)[number]} FaultKind */

export const MAX_LATENCY_MS = 120_000;

/**
 * @param {unknown} value
 * @returns {value is FaultApi}
 */
function isFaultApi(value) {
  return FAULT_APIS.includes(/** @type {FaultApi} */ (value));
}

/**
 * @param {unknown} value
 * @returns {value is FaultKind}
 */
function isFaultKind(value) {
  return FAULT_KINDS.includes(/** @type {FaultKind} */ (value));
}

/**
 * Parses `tiles:500,dashboards:hang`. Unknown APIs or kinds and garbage are ignored; a later entry
 * for the same API wins.
 * @param {string | null | undefined} text
 * @returns {Map<FaultApi, FaultKind>}
 */
export function parseFaults(text) {
  /** @type {Map<FaultApi, FaultKind>} */
  const faults = new Map();
  if (typeof text !== 'string' || text.length > 1000) return faults;
  for (const entry of text.split(',')) {
    const [api, kind, ...rest] = entry.trim().split(':');
    if (rest.length === 0 && isFaultApi(api) && isFaultKind(kind)) faults.set(api, kind);
  }
  return faults;
}

/**
 * Parses a latency in whole milliseconds; garbage or negative gives 0, large values are capped.
 * @param {string | null | undefined} text
 */
export function parseLatency(text) {
  if (typeof text !== 'string' || !/^\s*\d{1,9}\s*$/.test(text)) return 0;
  return Math.min(Number(text), MAX_LATENCY_MS);
}

/**
 * The fault for one API: its own entry wins over `all`.
 * @param {Map<FaultApi, FaultKind>} faults
 * @param {Exclude<FaultApi, 'all'>} api
 * @returns {FaultKind | undefined}
 */
export function faultFor(faults, api) {
  return faults.get(api) ?? faults.get('all');
}

/**
 * @typedef {object} FaultSettings
 * @property {number} latencyMs
 * @property {Map<FaultApi, FaultKind>} faults
 */

/**
 * Reads `demo_latency` and `demo_fault` from the cookies, the API URL's query overriding them.
 * @param {Map<string, string>} cookies
 * @param {URLSearchParams} query
 * @returns {FaultSettings}
 */
export function readFaultSettings(cookies, query) {
  return {
    latencyMs: parseLatency(query.get('demo_latency') ?? cookies.get('demo_latency')),
    faults: parseFaults(query.get('demo_fault') ?? cookies.get('demo_fault')),
  };
}

/**
 * Waits `ms` unless the client goes away first (or the server closes its socket).
 * @param {number} ms
 * @param {Res} res
 * @returns {Promise<boolean>} true when the response can still be written
 */
export function waitLatency(ms, res) {
  if (ms <= 0) return Promise.resolve(!res.destroyed);
  return new Promise((resolve) => {
    const onClose = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', onClose);
      resolve(!res.destroyed);
    }, ms);
    res.once('close', onClose);
  });
}

/**
 * Cuts a valid body so it no longer parses: "200 with truncated JSON". A body that is empty
 * (e.g. a 204) is replaced by the start of a JSON object.
 * @param {string} body
 */
export function truncateBody(body) {
  if (body.length < 4) return '{"succeeded":tr';
  return body.slice(0, Math.max(1, Math.floor(body.length / 2)));
}

/** @typedef {{ status: number, type?: string, body?: string | Buffer, headers?: Record<string, string> }} Reply */

/**
 * The reply of an HTTP-error fault. 503 answers with an HTML page, as a gateway in front of the
 * real service would, so a client that assumes JSON error bodies is caught out.
 * @param {'429' | '500' | '503'} kind
 * @returns {Reply}
 */
export function errorFaultReply(kind) {
  if (kind === '503') {
    return {
      status: 503,
      type: 'text/html; charset=utf-8',
      headers: { 'Retry-After': '5' },
      body: '<!doctype html><title>503 Service Unavailable</title><h1>Service Unavailable</h1><p>Demo fault.</p>',
    };
  }
  const status = Number(kind);
  return {
    status,
    type: 'application/json; charset=utf-8',
    headers: kind === '429' ? { 'Retry-After': '1' } : {},
    body: JSON.stringify({
      succeeded: false,
      result: null,
      errors: [kind === '429' ? 'Too many requests (demo fault)' : 'Internal error (demo fault)'],
    }),
  };
}
