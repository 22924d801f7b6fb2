// spec §9 "Data freshness: 10,000 ms. Cached data lives 24 h (86400 s)." One home for the page
// and the worker: nothing here touches `window`.
export const DATA_FRESHNESS_MS = 10_000;
export const DATA_CACHE_LIFETIME_MS = 86_400 * 1000;

// Whether data cached `age` ms ago is past use (24 h, unusable or future age): by age, so no clock
// skew stretches its life; for page and worker alike.
export const isPastDataLifetime = (age: number | undefined): boolean =>
  age === undefined || !Number.isFinite(age) || age < 0 || age >= DATA_CACHE_LIFETIME_MS;
