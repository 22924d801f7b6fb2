// The demo host's state, read from the page URL (so a test can set it) with the session cookie as
// the fallback for the user: user, design, theme, loc, snippet, csp, esignRegions, ...

export const DESIGNS = /** @type {const} */ (['auto', 'mobile', 'desktop', 'desktop-v2']);
export const THEMES = /** @type {const} */ (['slate-v1', 'slate-v4']);
/** init's `position`; the demo's default is the widget's (bottom-right). */
export const POSITIONS = /** @type {const} */ (['bottom-right', 'bottom-left']);
/**
 * How getUser fails when nobody is signed in, as some hosts' session code does: `throw` (a
 * TypeError, as reading `session.user.secureId` on a null user throws) or `reject` (a rejected
 * Promise). Not set: it returns null, as the contract's hosts do.
 */
export const USER_FAILURES = /** @type {const} */ (['throw', 'reject']);
/** The page's Content-Security-Policy variants (server.mjs cspHeader). */
export const CSPS = /** @type {const} */ (['strict', 'strict-dynamic', 'strict-dynamic-no-worker']);
export const DEFAULT_ESIGN_REGIONS = 'QC,NU';

/** Query keys that make up the demo state; links between host pages keep them. */
export const STATE_KEYS = [
  'user',
  'design',
  'theme',
  'loc',
  'snippet',
  'csp',
  'esignRegions',
  'iconsUrl',
  'debug',
  'providers',
  'position',
  'userFails',
];

/**
 * @typedef {object} DemoState
 * @property {'A' | 'B' | null} user null when signed out
 * @property {(typeof DESIGNS)[number] | null} design null: let the widget decide
 * @property {(typeof THEMES)[number] | null} theme null: the widget's default theme
 * @property {string | null} loc passed through untouched; the widget reads it from the URL itself
 * @property {boolean} snippet false for `snippet=off` (the Lighthouse baseline page)
 * @property {boolean} loaderAfterLoad `snippet=after-load`: the README's snippet, which inserts
 *   loader.js after the page's load event, instead of the contract's `<script async>`
 * @property {(typeof CSPS)[number] | null} csp `csp=strict` (self + nonce, Trusted Types),
 *   `csp=strict-dynamic` (nonce + 'strict-dynamic', worker-src 'self'), `csp=strict-dynamic-no-worker`
 *   (the same without worker-src); null: no CSP
 * @property {string} esignRegions getConfig().unsupportedEsignRegions
 * @property {string | null} iconsUrl a same-origin path passed to init as iconsUrl
 * @property {boolean} debug sets window.quickActionsDebug
 * @property {boolean} asyncProviders getUser/getConfig return Promises
 * @property {(typeof POSITIONS)[number] | null} position init's `position`; null: the default
 * @property {(typeof USER_FAILURES)[number] | null} userFails how getUser fails with nobody
 *   signed in; null: it returns null
 */

/**
 * @template {string} T
 * @param {readonly T[]} allowed
 * @param {string | null} value
 * @returns {T | null}
 */
function oneOf(allowed, value) {
  return allowed.includes(/** @type {T} */ (value)) ? /** @type {T} */ (value) : null;
}

/**
 * @param {URLSearchParams} query
 * @param {Map<string, string>} cookies
 * @returns {DemoState}
 */
export function parseDemoState(query, cookies) {
  const userParam = query.get('user');
  const sessionCookie = cookies.get('demo_session');
  /** @type {'A' | 'B' | null} */
  let user = 'A';
  if (userParam === 'none') user = null;
  else if (userParam === 'A' || userParam === 'B') user = userParam;
  else if (sessionCookie === 'A' || sessionCookie === 'B') user = sessionCookie;

  const esign = query.get('esignRegions');
  const iconsUrl = query.get('iconsUrl');
  return {
    user,
    design: oneOf(DESIGNS, query.get('design')),
    theme: oneOf(THEMES, query.get('theme')),
    loc: query.get('loc'),
    snippet: query.get('snippet') !== 'off',
    loaderAfterLoad: query.get('snippet') === 'after-load',
    csp: oneOf(CSPS, query.get('csp')),
    esignRegions: esign !== null && esign.length <= 200 ? esign : DEFAULT_ESIGN_REGIONS,
    // Only same-origin paths: the demo must not become a way to make the widget fetch anything.
    iconsUrl:
      iconsUrl && iconsUrl.startsWith('/') && !iconsUrl.startsWith('//') && iconsUrl.length <= 500
        ? iconsUrl
        : null,
    debug: query.get('debug') === '1',
    asyncProviders: query.get('providers') === 'async',
    position: oneOf(POSITIONS, query.get('position')),
    userFails: oneOf(USER_FAILURES, query.get('userFails')),
  };
}

/**
 * The query string (with `?`, or empty) that carries the demo state to another host page.
 * @param {URLSearchParams} query
 */
export function stateQueryString(query) {
  const kept = new URLSearchParams();
  for (const [key, value] of query) if (STATE_KEYS.includes(key)) kept.append(key, value);
  const text = kept.toString();
  return text ? `?${text}` : '';
}
