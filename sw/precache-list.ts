// Every .js and .css the build wrote but sw.js, baked into sw.js (vite.config.ts `--mode sw`), so
// each deploy changes sw.js and installs a new worker.

export interface PrecacheListEntry {
  /** Relative to sw.js (the dist folder). */
  url: string;
  /** null for a content-hashed name (the URL is the version); else a hash of the content. */
  revision: string | null;
}

/** Vite's `[name]-[hash]` (vite.config.ts): an 8-character hash before the extension. */
const CONTENT_HASHED = /-[A-Za-z0-9_-]{8}\.(?:js|css)$/;
const PRECACHED = /^[^/]+\.(?:js|css)$/;
const WORKER = 'sw.js';

export function precacheList(
  files: readonly { name: string; content: Uint8Array }[],
  hash: (content: Uint8Array) => string,
): PrecacheListEntry[] {
  return files
    .filter(({ name }) => PRECACHED.test(name) && name !== WORKER)
    .map(({ name, content }) => ({
      url: name,
      revision: CONTENT_HASHED.test(name) ? null : hash(content),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** The list with absolute URLs, resolved against the folder sw.js was loaded from. */
export function resolvePrecacheList(
  entries: readonly PrecacheListEntry[],
  baseUrl: string,
): PrecacheListEntry[] {
  return entries.map(({ url, revision }) => ({ url: new URL(url, baseUrl).href, revision }));
}
