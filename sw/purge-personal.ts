// issue 6: "sign-out (or a different user) purges or hides the previous user's data before
// anything renders; nothing personal in caches that outlive 24 h". Run when a page announces its
// user (the worker answers only after this, so the page fetches after it) and on activation.
import { PERSONAL_CACHES } from './cache-names';
import { ageOf, isExpired, userOfKey } from './personal-entry';

export interface PurgeOptions {
  /** Keep this user's entries that are younger than 24 h; null or undefined: keep nothing. */
  keepUser: string | null | undefined;
  now: number;
}

/**
 * Deletes every personal entry of anyone but `keepUser`, and every expired one. Never rejects;
 * never creates a cache that does not exist.
 */
export async function purgePersonal(caches: CacheStorage, options: PurgeOptions): Promise<void> {
  for (const name of PERSONAL_CACHES) {
    try {
      if (!options.keepUser) {
        await caches.delete(name);
        continue;
      }
      if (!(await caches.has(name))) continue;
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const response = userOfKey(key.url) === options.keepUser && (await cache.match(key));
        if (!response || isExpired(ageOf(response, options.now))) await cache.delete(key);
      }
    } catch {
      // Storage gone: nothing left to purge there.
    }
  }
}
