// The general cache helper: entries scoped by domain and module name (spec §5
// cache keys) over the local-storage wrapper. spec §9: default expiry 30 days
// (2,592,000 s).
import { cacheKey } from './cache-key';
import { defaultLocalStore } from './local-storage';
import type { LocalStore } from './local-storage';

export const DEFAULT_CACHE_EXPIRY_SECONDS = 2_592_000;

export interface GeneralCacheOptions {
  domain: string;
  moduleName: string;
  store?: LocalStore;
  defaultExpirySeconds?: number;
}

export interface GeneralCache {
  get(key: string): unknown;
  set(key: string, value: unknown, expirySeconds?: number): void;
  remove(key: string): void;
}

/** Throws 'The domain/moduleName must not be empty.' (spec §8) when unconfigured. */
export function createGeneralCache(options: GeneralCacheOptions): GeneralCache {
  const { domain, moduleName } = options;
  // Validate once up front so a misconfigured cache fails where it is made.
  cacheKey(domain, moduleName);
  const store = options.store ?? defaultLocalStore();
  const defaultExpirySeconds = options.defaultExpirySeconds ?? DEFAULT_CACHE_EXPIRY_SECONDS;
  const keyFor = (key: string): string => cacheKey(domain, moduleName, key);

  return {
    get: (key) => store.get(keyFor(key)),
    set: (key, value, expirySeconds = defaultExpirySeconds) =>
      store.set(keyFor(key), value, expirySeconds * 1000),
    remove: (key) => store.remove(keyFor(key)),
  };
}
