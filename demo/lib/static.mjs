// Static files: dist/ under /quick-actions/ and the demo's own assets. Paths are resolved
// defensively (no traversal, no dotfiles, no symlink escapes); precompressed .br/.gz siblings are
// served when the client accepts them (dist/ is what a host deploys).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { acceptedEncodings, compressFor, sendText } from './http.mjs';

/** @typedef {import('node:http').IncomingMessage} Req */
/** @typedef {import('node:http').ServerResponse} Res */

/** @type {Record<string, string>} */
const CONTENT_TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.html': 'text/html; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/**
 * @param {string} fileName
 * @returns {string}
 */
export function contentTypeFor(fileName) {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

// A content hash in the file name (Vite's `[name]-[hash]`) means the bytes never change.
const HASHED_NAME = /-[A-Za-z0-9_-]{8,}\.(js|css|json)$/;

/**
 * Cache policy for files of dist/: hashed files are immutable for a year; stable names
 * (loader.js, sw.js, format.js) must be revalidated so a deploy is picked up at once.
 * @param {string} fileName base name of the file (without .br/.gz)
 */
export function distCacheControl(fileName) {
  return HASHED_NAME.test(fileName) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Resolves a still percent-encoded URL path below `root`, or null when it is malformed, names a
 * dotfile/dot-directory, or would leave the root.
 * @param {string} root absolute directory
 * @param {string} encodedRelPath e.g. "chunks/widget-AbCdEf12.js"
 * @returns {string | null}
 */
export function resolveInside(root, encodedRelPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(encodedRelPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  const resolvedRoot = path.resolve(root);
  const resolved = path.resolve(resolvedRoot, ...segments);
  return resolved.startsWith(resolvedRoot + path.sep) ? resolved : null;
}

/**
 * Stats a regular file whose real path is inside `root` (symlinks may not escape it).
 * @param {string} root
 * @param {string} file
 */
async function statInside(root, file) {
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(file)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.stat(realFile);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

/** @type {Map<string, string>} */
const etagCache = new Map();

/**
 * @param {string} file
 * @param {import('node:fs').Stats} stat
 * @param {Buffer} content
 */
function etagFor(file, stat, content) {
  const key = `${file}:${stat.size}:${stat.mtimeMs}`;
  let etag = etagCache.get(key);
  if (!etag) {
    etag = `"${createHash('sha1').update(content).digest('base64url').slice(0, 20)}"`;
    if (etagCache.size > 2000) etagCache.clear();
    etagCache.set(key, etag);
  }
  return etag;
}

/**
 * @param {string | undefined} header
 * @param {string} etag
 */
function matchesEtag(header, etag) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * @typedef {object} ServeOptions
 * @property {string} root absolute directory the files live in
 * @property {string} relPath percent-encoded path below root
 * @property {(fileName: string) => string} cacheControl Cache-Control per file name
 * @property {(fileName: string) => Record<string, string>} [extraHeaders]
 * @property {boolean} [precompressed] look for `<file>.br` / `<file>.gz`
 * @property {boolean} [compress] compress text files on the fly (the demo's own assets)
 */

/**
 * Serves one static file. Answers 404 itself for anything it cannot or may not serve.
 * @param {Req} req
 * @param {Res} res
 * @param {ServeOptions} options
 */
export async function serveStatic(req, res, options) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const file = resolveInside(options.root, options.relPath);
  const stat = file ? await statInside(options.root, file) : null;
  if (!file || !stat) {
    sendText(req, res, 404, 'Not found');
    return;
  }
  const fileName = path.basename(file);
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': contentTypeFor(fileName),
    'Cache-Control': options.cacheControl(fileName),
    'X-Content-Type-Options': 'nosniff',
    ...options.extraHeaders?.(fileName),
  };

  let servedFile = file;
  let servedStat = stat;
  if (options.precompressed) {
    headers['Vary'] = 'Accept-Encoding';
    const accepted = acceptedEncodings(req.headers['accept-encoding']);
    for (const [coding, suffix] of /** @type {const} */ ([
      ['br', '.br'],
      ['gzip', '.gz'],
    ])) {
      if (!accepted[coding]) continue;
      const variantStat = await statInside(options.root, file + suffix);
      if (variantStat) {
        servedFile = file + suffix;
        servedStat = variantStat;
        headers['Content-Encoding'] = coding;
        break;
      }
    }
  }

  let content;
  try {
    content = await fs.readFile(servedFile);
  } catch {
    sendText(req, res, 404, 'Not found');
    return;
  }
  let etag = etagFor(servedFile, servedStat, content);
  if (options.compress) {
    headers['Vary'] = 'Accept-Encoding';
    const compressed = compressFor(req, String(headers['Content-Type']), content);
    if (compressed.encoding) {
      content = compressed.body;
      headers['Content-Encoding'] = compressed.encoding;
      etag = `${etag.slice(0, -1)}-${compressed.encoding}"`;
    }
  }
  headers['ETag'] = etag;
  if (matchesEtag(req.headers['if-none-match'], etag)) {
    delete headers['Content-Type'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  headers['Content-Length'] = content.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : content);
}
