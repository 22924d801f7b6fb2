// spec §9 "Data freshness: 10,000 ms. Cached data lives 24 h (86400 s)." One home for the page
// and the worker: nothing here touches `window`.
export const DATA_FRESHNESS_MS = 10_000;
export const DATA_CACHE_LIFETIME_MS = 86_400 * 1000;

// Whether personal data cached `age` ms ago may no longer be used: 24 h or older, no usable age,
// or cached in the future. The age, not an expiry date set on a clock that was ahead, so no skew
// stretches its life; the page (data-cache.ts) and the worker (sw/personal-entry.ts) both use it.
export const isPastDataLifetime = (age: number | undefined): boolean =>
  age === undefined || !Number.isFinite(age) || age < 0 || age >= DATA_CACHE_LIFETIME_MS;
