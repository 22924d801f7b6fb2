// The service worker's Cache Storage names (docs/offline.md). One home for the page and the
// worker: the page deletes them on sign-out, `persist: false` or `serviceWorker: false`; the
// worker creates and purges them. Our own prefix: inside a host's worker (importScripts) they must
// never meet the host's own Workbox caches (`workbox-precache-v2-…`), whose clean-up would delete
// ours, and a way-out deletes only what starts with it.
export const CACHE_PREFIX = 'quick-actions-';
export const PRECACHE = `${CACHE_PREFIX}precache`;
/** Personal (per user, 24 h): the two quick-actions data calls of spec §7. */
export const DATA_CACHE = `${CACHE_PREFIX}data`;
/** Not personal: the icon definitions and the icons the widget asked for. */
export const ICONS_CACHE = `${CACHE_PREFIX}icons`;
/** The worker's own notes: the precache keys of the last deploys. */
export const META_CACHE = `${CACHE_PREFIX}meta`;

export const PERSONAL_CACHES = [DATA_CACHE] as const;

/** Whether a Cache Storage name is one of ours. */
export const isOwnCacheName = (name: string): boolean => name.startsWith(CACHE_PREFIX);
