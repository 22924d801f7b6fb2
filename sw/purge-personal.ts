// ADR-0055: on an announcement (answered after it), on activation and whenever the worker wakes
// for our requests.
import { isPastDataLifetime } from '../core/storage/data-lifetimes';
import { PERSONAL_CACHES } from '../core/storage/worker-caches';
import { ageOf, userOfKey } from './personal-entry';

export interface PurgeOptions {
  // Whose unexpired entries stay: one user's, everyone's, or (null) nobody's.
  keepUser: string | 'everyone' | null | undefined;
  now: number;
}

// Deletes every personal entry of anyone but `keepUser`, and every expired one, one purge at a
// time: a sign-out's delete between a sweep's `has` and `open` would let the sweep create the
// cache again. Never rejects; never creates a cache that does not exist.
let running: Promise<void> = Promise.resolve();
export function purgePersonal(caches: CacheStorage, options: PurgeOptions): Promise<void> {
  return (running = running.then(async () => {
    const { keepUser } = options;
    for (const name of PERSONAL_CACHES) {
      try {
        if (!keepUser) {
          await caches.delete(name);
          continue;
        }
        if (!(await caches.has(name))) continue;
        const cache = await caches.open(name);
        for (const key of await cache.keys()) {
          const owner = userOfKey(key.url);
          // A key naming nobody is not ours to keep, whoever is kept.
          const kept = owner !== undefined && (keepUser === 'everyone' || owner === keepUser);
          const response = kept && (await cache.match(key));
          const gone = !response || isPastDataLifetime(ageOf(response, options.now));
          if (gone) await cache.delete(key);
        }
      } catch {
        // Storage gone: nothing left to purge there.
      }
    }
  }));
}

/** At most one sweep for expired entries per minute of a worker's life. */
export const EXPIRED_SWEEP_INTERVAL_MS = 60_000;

/** Returns `sweep()`, which deletes expired entries at most once per interval. Never rejects. */
export function createExpiredSweep(caches: CacheStorage, now: () => number): () => Promise<void> {
  let last = Number.NEGATIVE_INFINITY;
  return async () => {
    const at = now();
    if (at - last < EXPIRED_SWEEP_INTERVAL_MS) return;
    last = at;
    await purgePersonal(caches, { keepUser: 'everyone', now: at });
  };
}
