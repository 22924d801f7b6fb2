// What the widget wrote to the device goes when it must (ADR-0025): every person's personal entries
// on a view that cannot confirm its person, everything of ours with `persist: false`, our worker
// and its caches with `serviceWorker: false`. Run from the page, so it works where the worker is
// broken or asleep; the worker controlling the page is told too, and stops keeping (sw/sw.ts).
import {
  CURRENT_USER_KEY,
  DATA_CACHE,
  type EnumerableStorage,
  isOwnCacheName,
  isOwnKey,
  isPersonalKey,
  localStorageOf,
  removeKeys,
} from '../../core/storage';
import { RETIRE_MESSAGE, USER_MESSAGE, workerScriptUrlFor } from '../../core/worker';
import type { RemovalOptions } from '../leftovers';

export interface Leftovers {
  /** Every user's personal entries (a signed-out page view). */
  personal: boolean;
  /** Everything the widget wrote (`persist: false`). */
  everything: boolean;
  /** Our service worker and its caches (`serviceWorker: false`, or `persist: false`). */
  worker: boolean;
}

/** What the host's options and the user ask to remove. */
export function leftoversFor(options: RemovalOptions, signedIn: boolean): Leftovers {
  const everything = options.persist === false;
  return {
    personal: everything || !signedIn,
    everything,
    worker: everything || options.serviceWorker === false,
  };
}

function setEmptyNote(storage: EnumerableStorage & Pick<Storage, 'setItem'>): void {
  try {
    storage.setItem(CURRENT_USER_KEY, '');
  } catch {
    // Quota or a storage gone: the worker stays until an eligible view sees the option.
  }
}

/** Tells the worker controlling the page, whoever's script it runs; a foreign one ignores it. */
function tellController(win: Window, message: object): void {
  try {
    win.navigator.serviceWorker?.controller?.postMessage(message);
  } catch {
    // A sandboxed or opaque context: no worker of ours can be there either.
  }
}

async function unregisterOwnWorker(win: Window, scriptUrl: string): Promise<void> {
  const registrations = (await win.navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some(
          (worker) => worker?.scriptURL === scriptUrl,
        ),
      )
      .map((registration) => registration.unregister()),
  );
}

async function deleteCaches(win: Window, which: (name: string) => boolean): Promise<void> {
  const caches = win.caches as CacheStorage | undefined; // absent outside secure contexts
  if (!caches) return;
  const names = (await caches.keys()).filter(which);
  await Promise.all(names.map((name) => caches.delete(name)));
}

/** Removes what the options and the user ask for. Never rejects; each part is tried on its own. */
export async function removeLeftovers(
  win: Window,
  options: RemovalOptions,
  signedIn: boolean,
  baseUrl: string,
): Promise<void> {
  const leftovers = leftoversFor(options, signedIn);
  const workerScriptUrl = workerScriptUrlFor(baseUrl);
  const storage = localStorageOf(win);
  if (storage && (leftovers.personal || leftovers.everything)) {
    removeKeys(storage, leftovers.everything ? isOwnKey : isPersonalKey);
    // loader/leftovers.ts: an empty note says "nothing personal, but a worker of ours may be
    // registered", so `serviceWorker: false` on a later signed-out view still finds it. Removed
    // with the worker itself, so a later anonymous view reads no note and loads nothing.
    if (!leftovers.worker) setEmptyNote(storage);
  }
  // The worker still controls this page after unregistering, and a host's worker stays: both
  // must stop keeping now (core/worker.ts).
  if (leftovers.worker) tellController(win, { type: RETIRE_MESSAGE });
  else if (leftovers.personal) tellController(win, { type: USER_MESSAGE, user: null });
  const attempts: Promise<void>[] = [];
  if (leftovers.worker) attempts.push(unregisterOwnWorker(win, workerScriptUrl));
  if (leftovers.worker || leftovers.everything) attempts.push(deleteCaches(win, isOwnCacheName));
  else if (leftovers.personal) attempts.push(deleteCaches(win, (name) => name === DATA_CACHE));
  await Promise.allSettled(attempts);
}
