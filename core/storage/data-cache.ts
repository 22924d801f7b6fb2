// spec §3 "Cache entry: data and dataCacheTime", living 24 h (spec §9), under per-user keys.
import { defaultLocalStore, type LocalStore } from './local-storage';
import { DATA_CACHE_LIFETIME_MS, isPastDataLifetime } from './data-lifetimes';

export interface DataCacheEntry<T> {
  data: T;
  /** Epoch milliseconds when the data was cached. */
  dataCacheTime: number;
}

export interface DataCacheOptions<T = unknown> {
  store?: LocalStore;
  now?: () => number;
  /** Parse untrusted cached data; undefined means it does not fit (the entry is then removed). */
  parse?: (data: unknown) => T | undefined;
}

function parseEntry(value: unknown): DataCacheEntry<unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  if (!('data' in value) || !('dataCacheTime' in value)) return undefined;
  const { data, dataCacheTime } = value;
  if (typeof dataCacheTime !== 'number' || !Number.isFinite(dataCacheTime)) return undefined;
  return { data, dataCacheTime };
}

/** The entry under `key`; without `parse`, its data is returned unchecked. */
export function readDataCache<T = unknown>(
  key: string,
  options: DataCacheOptions<T> = {},
): DataCacheEntry<T> | undefined {
  const store = options.store ?? defaultLocalStore();
  const now = options.now ?? Date.now;
  const raw = store.get(key);
  if (raw === undefined) return undefined;
  const entry = parseEntry(raw);
  // The age on the reader's clock decides, not the writer's expiry date (data-lifetimes.ts).
  const expired = entry === undefined || isPastDataLifetime(now() - entry.dataCacheTime);
  let data: T | undefined;
  try {
    data = expired ? undefined : options.parse ? options.parse(entry.data) : (entry.data as T);
  } catch {
    data = undefined;
  }
  if (entry === undefined || data === undefined) {
    // Expired or the wrong shape: removed (spec §4), not kept to fail again.
    store.remove(key);
    return undefined;
  }
  return { data, dataCacheTime: entry.dataCacheTime };
}

/** Stores `{ data, dataCacheTime: now }` for 24 h. Never throws. */
export function writeDataCache(key: string, data: unknown, options: DataCacheOptions = {}): void {
  const store = options.store ?? defaultLocalStore();
  const now = options.now ?? Date.now;
  const entry: DataCacheEntry<unknown> = { data, dataCacheTime: now() };
  store.set(key, entry, DATA_CACHE_LIFETIME_MS);
}
