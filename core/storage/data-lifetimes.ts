// spec §9 "Data freshness: 10,000 ms. Cached data lives 24 h (86400 s)." One home for the page's
// section caches (data-cache.ts, section-store.ts) and the service worker (sw/), which must not
// import anything that touches `window`.
export const DATA_FRESHNESS_MS = 10_000;
export const DATA_CACHE_LIFETIME_MS = 86_400 * 1000;

/**
 * Whether personal data cached `age` ms ago (now minus the time it was cached) must no longer be
 * used: at 24 h or older, with no usable age, or cached in the future. A future time means the
 * clock was ahead when the entry was written; counting its lifetime from an expiry date set then
 * would let it live 24 h plus the skew, so the page (data-cache.ts) and the worker
 * (sw/personal-entry.ts) both judge the age by this one rule.
 */
export const isPastDataLifetime = (age: number | undefined): boolean =>
  age === undefined || !Number.isFinite(age) || age < 0 || age >= DATA_CACHE_LIFETIME_MS;
