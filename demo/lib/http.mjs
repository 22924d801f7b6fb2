// Small HTTP helpers shared by the demo server's modules (Node builtins only).
import zlib from 'node:zlib';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */
/** @typedef {Record<string, string | number | string[]>} Headers */

/** An error that maps to an HTTP status (e.g. 413 for a body that is too large). */
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {string} message
   */
  constructor(status, message) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}

/** @type {Record<string, string>} */
const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for HTML element content and quoted attribute values.
 * @param {unknown} value
 */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for a JavaScript literal inside an inline <script>: `<` is escaped so a value can never
 * close the script element, U+2028/U+2029 so older parsers do not see a line break.
 * @param {unknown} value
 */
export function jsonForScript(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * Which content codings the client accepts, honouring q=0 ("not acceptable") and `*`.
 * @param {string | undefined} header the Accept-Encoding request header
 * @returns {{ br: boolean, gzip: boolean }}
 */
export function acceptedEncodings(header) {
  /** @type {Map<string, number>} */
  const weights = new Map();
  for (const part of (header ?? '').split(',')) {
    const [rawName, ...params] = part.split(';');
    const name = (rawName ?? '').trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]);
    }
    if (!weights.has(name)) weights.set(name, Number.isFinite(q) ? q : 0);
  }
  /** @param {string} name */
  const accepts = (name) => {
    const q = weights.get(name) ?? weights.get('*');
    return q !== undefined && q > 0;
  };
  return { br: accepts('br'), gzip: accepts('gzip') || accepts('x-gzip') };
}

const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

/**
 * Compresses a text body of 1 KiB or more when the client accepts it (brotli first), so
 * Lighthouse sees the demo's own pages the way a real host would serve them.
 * @param {Req} req
 * @param {string} contentType
 * @param {Buffer} body
 * @returns {{ body: Buffer, encoding: 'br' | 'gzip' | null }}
 */
export function compressFor(req, contentType, body) {
  if (!COMPRESSIBLE.test(contentType) || body.length < COMPRESS_MIN_BYTES) {
    return { body, encoding: null };
  }
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.br) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 };
    return { body: zlib.brotliCompressSync(body, { params }), encoding: 'br' };
  }
  if (accepted.gzip) return { body: zlib.gzipSync(body), encoding: 'gzip' };
  return { body, encoding: null };
}

/**
 * Sends a complete response, compressed per compressFor. HEAD requests get the headers only.
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {Headers} headers
 * @param {string | Buffer} [body]
 */
export function send(req, res, status, headers, body) {
  if (res.headersSent || res.destroyed) return;
  /** @type {Headers} */
  const finalHeaders = { ...headers };
  let payload;
  if (body !== undefined) {
    const type = String(finalHeaders['Content-Type'] ?? '');
    const compressed = compressFor(req, type, Buffer.from(body));
    payload = compressed.body;
    if (COMPRESSIBLE.test(type)) finalHeaders['Vary'] = 'Accept-Encoding';
    if (compressed.encoding) finalHeaders['Content-Encoding'] = compressed.encoding;
    finalHeaders['Content-Length'] = payload.length;
  }
  res.writeHead(status, finalHeaders);
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {unknown} value
 * @param {Headers} [headers]
 */
export function sendJson(req, res, status, value, headers = {}) {
  send(
    req,
    res,
    status,
    {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'private, no-store',
      ...headers,
    },
    JSON.stringify(value),
  );
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {string} html
 * @param {Headers} [headers]
 */
export function sendHtml(req, res, status, html, headers = {}) {
  send(
    req,
    res,
    status,
    {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
    html,
  );
}

/**
 * @param {Req} req
 * @param {Res} res
 * @param {number} status
 * @param {string} text
 * @param {Headers} [headers]
 */
export function sendText(req, res, status, text, headers = {}) {
  send(
    req,
    res,
    status,
    { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
    text,
  );
}

/**
 * Reads a request body, refusing more than `limit` bytes (HttpError 413).
 * @param {Req} req
 * @param {number} limit
 * @returns {Promise<Buffer>}
 */
export function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    let failed = false;
    req.on('data', (/** @type {Buffer} */ chunk) => {
      if (failed) return;
      size += chunk.length;
      if (size > limit) {
        failed = true;
        reject(new HttpError(413, `Request body larger than ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!failed) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!failed) reject(error);
    });
  });
}

/**
 * Cookies of a request, first occurrence of a name wins (the browser sends the most specific
 * path first). Percent-encoded values are decoded; undecodable ones are kept raw.
 * @param {string | undefined} header
 * @returns {Map<string, string>}
 */
export function parseCookies(header) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
      value = value.slice(1, -1);
    }
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value: garbage cookies are ignored by their readers, never fatal
    }
    if (name && !cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

/** @typedef {{ encoding: 'urlencoded' | 'multipart' | 'json' | 'empty' | 'other', fields: Array<[string, string]> }} ParsedForm */

/**
 * Parses a form body into ordered name/value pairs. Accepts urlencoded and multipart forms (the
 * widget's request helper may send a FormData), and a flat JSON object for robustness.
 * @param {string | undefined} contentType
 * @param {Buffer} body
 * @returns {ParsedForm}
 */
export function parseForm(contentType, body) {
  const type = (contentType ?? '').toLowerCase();
  if (body.length === 0) return { encoding: 'empty', fields: [] };
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { encoding: 'urlencoded', fields: [...new URLSearchParams(body.toString('utf8'))] };
  }
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
    const value = boundary?.[1] ?? boundary?.[2];
    return { encoding: 'multipart', fields: value ? parseMultipart(body, value) : [] };
  }
  if (type.startsWith('application/json')) {
    try {
      const parsed = JSON.parse(body.toString('utf8'));
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return {
          encoding: 'json',
          fields: Object.entries(parsed).map(([k, v]) => [
            k,
            typeof v === 'string' ? v : JSON.stringify(v),
          ]),
        };
      }
    } catch {
      // falls through to 'other'
    }
  }
  return { encoding: 'other', fields: [['(raw body)', body.toString('utf8').slice(0, 10_000)]] };
}

/**
 * Text fields of a multipart/form-data body (file parts are listed by their filename only).
 * @param {Buffer} body
 * @param {string} boundary
 * @returns {Array<[string, string]>}
 */
function parseMultipart(body, boundary) {
  /** @type {Array<[string, string]>} */
  const fields = [];
  // latin1 maps bytes 1:1 to chars, so slicing is byte-exact; values are re-decoded as UTF-8.
  const text = body.toString('latin1');
  for (const rawPart of text.split(`--${boundary}`)) {
    const part = rawPart.replace(/^\r\n/, '');
    if (!part || part.startsWith('--')) continue;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const name = /name="([^"]*)"/i.exec(headers)?.[1];
    if (name === undefined) continue;
    const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
    const raw = part.slice(headerEnd + 4).replace(/\r\n$/, '');
    const value = Buffer.from(raw, 'latin1').toString('utf8');
    fields.push([
      Buffer.from(name, 'latin1').toString('utf8'),
      filename === undefined ? value : `(file) ${filename}`,
    ]);
  }
  return fields;
}
