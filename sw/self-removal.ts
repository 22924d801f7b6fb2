// A way out (ADR-0059): a browser keeps a worker whose update check gets a 404, so the worker
// checks its own script, hourly at most, and removes itself once it is gone.
import { isOwnCacheName } from '../core/storage/worker-caches';

/** The answers that mean "removed on purpose"; anything else (offline, 5xx) keeps the worker. */
export const GONE_STATUSES: readonly number[] = [404, 410];
/** At most one check of our own script per hour of a worker's life. */
export const CHECK_INTERVAL_MS = 3_600_000;

export interface SelfRemovalDeps {
  scriptUrl: string;
  fetch: (request: Request) => Promise<Response>;
  caches: CacheStorage;
  /** Stops answering and writing at once, before anything is deleted (sw.ts `retired`). */
  retire: () => void;
  unregister: () => Promise<boolean>;
  now: () => number;
}

/** Deletes every `quick-actions-*` cache. Never rejects. */
export async function deleteOwnCaches(caches: CacheStorage): Promise<void> {
  try {
    const names = (await caches.keys()).filter(isOwnCacheName);
    await Promise.all(names.map((name) => caches.delete(name)));
  } catch {
    // Storage gone: nothing left to delete.
  }
}

/** Returns `check()`: true when the script was gone and the worker removed itself. Never rejects. */
export function createSelfRemoval(deps: SelfRemovalDeps): () => Promise<boolean> {
  let lastCheck = Number.NEGATIVE_INFINITY;
  let removed = false;
  return async () => {
    const now = deps.now();
    if (removed || now - lastCheck < CHECK_INTERVAL_MS) return removed;
    lastCheck = now;
    try {
      const response = await deps.fetch(new Request(deps.scriptUrl, { cache: 'no-cache' }));
      if (!GONE_STATUSES.includes(response.status)) return false;
    } catch {
      return false; // Offline: nothing is known.
    }
    removed = true;
    deps.retire();
    await deleteOwnCaches(deps.caches);
    await deps.unregister().catch(() => false);
    return true;
  };
}
