// Our caches carry our own names: inside a host's worker (importScripts) they must never meet the
// host's own Workbox caches (`workbox-precache-v2-…`), whose clean-up would delete ours.
export const PRECACHE = 'quick-actions-precache';
/** Personal (per user, 24 h): the two quick-actions data calls of spec §7. */
export const DATA_CACHE = 'quick-actions-data';
/** Personal (per user, 24 h): host pages that showed the widget, for an offline reload. */
export const PAGES_CACHE = 'quick-actions-pages';
/** Not personal: the icon definitions and the icons they list (contract §3). */
export const ICONS_CACHE = 'quick-actions-icons';
/** The worker's own notes: the last announced user, the precache keys of the last deploys. */
export const META_CACHE = 'quick-actions-meta';

export const PERSONAL_CACHES = [DATA_CACHE, PAGES_CACHE] as const;
