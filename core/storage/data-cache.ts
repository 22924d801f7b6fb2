// The quick-actions data cache entry (spec §3 "Cache entry: data and
// dataCacheTime"). spec §9: "Data freshness: 10,000 ms. Cached data lives 24 h
// (86400 s)." Keys are per user (design.md: never show one user's documents to
// another); build them with cacheKey('quickactions', section, await userCacheId(secureId)).
import { defaultLocalStore } from './local-storage';
import type { LocalStore } from './local-storage';
import { DATA_CACHE_LIFETIME_SECONDS } from './data-lifetimes';

export interface DataCacheEntry<T> {
  data: T;
  /** Epoch milliseconds when the data was cached. */
  dataCacheTime: number;
}

export interface DataCacheReadOptions<T> {
  store?: LocalStore;
  /** Parse untrusted cached data; undefined means it does not fit (the entry is then removed). */
  parse?: (data: unknown) => T | undefined;
}

export interface DataCacheWriteOptions {
  store?: LocalStore;
  now?: () => number;
}

function parseEntry(value: unknown): DataCacheEntry<unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('data' in value) || !('dataCacheTime' in value)) return undefined;
  const { data, dataCacheTime } = value;
  if (typeof dataCacheTime !== 'number' || !Number.isFinite(dataCacheTime)) return undefined;
  return { data, dataCacheTime };
}

export function readDataCache(
  key: string,
  options?: { store?: LocalStore },
): DataCacheEntry<unknown> | undefined;
export function readDataCache<T>(
  key: string,
  options: DataCacheReadOptions<T> & { parse: (data: unknown) => T | undefined },
): DataCacheEntry<T> | undefined;
export function readDataCache<T>(
  key: string,
  options: DataCacheReadOptions<T> = {},
): DataCacheEntry<T | unknown> | undefined {
  const store = options.store ?? defaultLocalStore();
  // Absent or expired: the local store already removed an expired entry (spec §4).
  const raw = store.get(key);
  if (raw === undefined) return undefined;
  const entry = parseEntry(raw);
  const data = entry === undefined ? undefined : parseData(options.parse, entry.data);
  if (entry === undefined || data === undefined) {
    // The wrong shape (an older version, or tampered with): drop it rather than keep failing.
    store.remove(key);
    return undefined;
  }
  return { data, dataCacheTime: entry.dataCacheTime };
}

function parseData<T>(
  parse: ((data: unknown) => T | undefined) | undefined,
  data: unknown,
): T | unknown {
  if (parse === undefined) return data;
  try {
    return parse(data);
  } catch {
    return undefined;
  }
}

/** Stores `{ data, dataCacheTime: now }` for 24 h. Never throws. */
export function writeDataCache(
  key: string,
  data: unknown,
  options: DataCacheWriteOptions = {},
): void {
  const store = options.store ?? defaultLocalStore();
  const now = options.now ?? Date.now;
  const entry: DataCacheEntry<unknown> = { data, dataCacheTime: now() };
  store.set(key, entry, DATA_CACHE_LIFETIME_SECONDS * 1000);
}
