// The worker's Cache Storage names (docs/offline.md), for the page (which deletes them) and the
// worker. Our own prefix: in a host's worker they never meet its Workbox caches, whose clean-up
// would delete ours, and a way out deletes only what starts with it.
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
