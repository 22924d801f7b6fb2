// Navigation destinations of spec §2 (and the form POSTs of spec §7's "open editor document"):
// a plain page showing what arrived, so a person or a test can see where the widget went.
import { HttpError, parseForm, readBody, sendHtml, sendText, escapeHtml } from './http.mjs';
import { definitionList, simplePage } from './layout.mjs';

/** @typedef {import('./store.mjs').Store} Store */

// Matched case-insensitively, as the real (IIS) site does.
const PREFIXES = [
  '/contracts/',
  '/online-notary/',
  '/esign/',
  '/mydocuments/',
  '/myaccount/',
  '/estatedashboard/',
  '/post-purchase-dashboard/',
  '/signin/',
];

/**
 * @param {string} pathname
 */
export function isDestination(pathname) {
  const lower = pathname.toLowerCase();
  if (lower.endsWith('/preview.aspx')) return true;
  return PREFIXES.some((prefix) => lower === prefix.slice(0, -1) || lower.startsWith(prefix));
}

/**
 * A same-origin page to go back to: the referring page when it is on this server.
 * @param {import('node:http').IncomingMessage} req
 * @param {URL} url
 */
function backLink(req, url) {
  const referer = req.headers.referer;
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === url.origin && !isDestination(from.pathname)) {
        return from.pathname + from.search;
      }
    } catch {
      // not a URL: fall back to the home page
    }
  }
  return '/';
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {Store} store
 * @param {string | null} session
 */
export async function serveDestination(req, res, url, store, session) {
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'POST') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD, POST' });
    return;
  }
  const entry = store.logRequest(req, res, url, 'navigation', session);

  /** @type {Array<[string, string]> | null} */
  let fields = null;
  let encoding = '';
  if (req.method === 'POST') {
    try {
      const form = parseForm(req.headers['content-type'], await readBody(req, 1024 * 1024));
      fields = form.fields;
      encoding = form.encoding;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendText(req, res, error.status, error.message);
      return;
    }
    entry.body = { encoding, fields: Object.fromEntries(fields) };
  }

  const query = [...url.searchParams];
  const body = `<p class="demo-hint">Demo destination: on the real site this would be the page below.</p>
<h1>Demo destination: <code>${escapeHtml(url.pathname)}</code></h1>
${definitionList(
  [
    ['Method', req.method ?? 'GET'],
    ['Path', url.pathname],
    ['Query', url.search || '(none)'],
  ],
  'demo-request',
)}
${query.length > 0 ? `<h2>Query parameters</h2>\n${definitionList(query, 'demo-query')}` : ''}
${
  fields
    ? `<h2>Form fields (${escapeHtml(encoding)})</h2>\n${
        fields.length > 0 ? definitionList(fields, 'demo-form-fields') : '<p>No fields.</p>'
      }`
    : ''
}
<p><a href="${escapeHtml(backLink(req, url))}">Back to the demo host page</a></p>`;
  sendHtml(req, res, 200, simplePage(`Demo destination: ${url.pathname}`, body), {
    'Cache-Control': 'no-store',
  });
}
