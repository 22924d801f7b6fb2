// spec §9 "Data freshness: 10,000 ms. Cached data lives 24 h (86400 s)." One home for the page's
// section caches (data-cache.ts, section-store.ts) and the service worker (sw/), which must not
// import anything that touches `window`.
export const DATA_FRESHNESS_MS = 10_000;
export const DATA_CACHE_LIFETIME_SECONDS = 86_400;
