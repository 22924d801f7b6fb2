// A section's cache entry, per user (data-cache.ts); what is read back is parsed as untrusted.
import { UnconfiguredCacheError } from '../errors/internal-error';
import {
  CACHE_KEY_ERROR,
  cacheKey,
  defaultLocalStore,
  type LocalStore,
} from '../storage/local-storage';
import { readDataCache, writeDataCache, type DataCacheEntry } from '../storage/data-cache';

export interface SectionCacheOptions<T> {
  section: string;
  /** From userCacheId(secureId): a hash, never the secure id itself. */
  userCacheId: string;
  /** Returns undefined for data that does not fit; the entry is then removed. */
  parse: (data: unknown) => T | undefined;
  store?: LocalStore;
  now?: () => number;
}

export interface SectionCache<T> {
  readonly key: string;
  readCache(): DataCacheEntry<T> | undefined;
  writeCache(data: T): void;
  /** Removes the entry (a 401 means the session is gone). */
  clearCache(): void;
}

export const sectionCacheKey = (section: string, userCacheId: string): string =>
  cacheKey('quickactions', section, userCacheId);

// Throws an UnconfiguredCacheError (spec §8) without a section name or a user.
export function createSectionCache<T>(options: SectionCacheOptions<T>): SectionCache<T> {
  let key: string;
  try {
    key = sectionCacheKey(options.section, options.userCacheId);
  } catch (cause) {
    throw new UnconfiguredCacheError(CACHE_KEY_ERROR, { cause });
  }
  if (options.userCacheId.trim() === '') {
    throw new UnconfiguredCacheError(`The ${options.section} cache needs a user`);
  }
  const { parse, store = defaultLocalStore(), now } = options;
  return {
    key,
    readCache: () => readDataCache(key, { parse, store, now }),
    writeCache: (data) => writeDataCache(key, data, { store, now }),
    clearCache: () => store.remove(key),
  };
}
