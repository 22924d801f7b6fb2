// What the widget wrote to the device goes when it must (ADR-0025): every person's personal entries
// on a view that cannot confirm its person, everything of ours with `persist: false`, our worker
// and its caches with `serviceWorker: false`. Run from the page, so it works where the worker is
// broken or asleep; the worker controlling the page is told too, and stops keeping (sw/sw.ts).
import { parseConsent } from '../../core/host';
import {
  CURRENT_USER_KEY,
  DATA_CACHE,
  isOwnCacheName,
  isOwnKey,
  isPersonalKey,
  localStorageOf,
  removeKeys,
} from '../../core/storage';
import {
  RETIRE_MESSAGE,
  tellController,
  USER_MESSAGE,
  workerScriptUrlFor,
} from '../../core/worker';

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
  options: Record<string, unknown>,
  signedIn: boolean,
  baseUrl: string,
): Promise<void> {
  const { keepOnDevice, keepInWorker } = parseConsent(options);
  const personal = !keepOnDevice || !signedIn;
  const storage = localStorageOf(win);
  if (storage && personal) {
    removeKeys(storage, keepOnDevice ? isPersonalKey : isOwnKey);
    // loader/leftovers.ts: an empty note says "nothing personal, but a worker of ours may be
    // registered", so `serviceWorker: false` on a later signed-out view still finds it. Removed
    // with the worker itself, so a later anonymous view reads no note and loads nothing.
    if (keepInWorker) {
      try {
        storage.setItem(CURRENT_USER_KEY, '');
      } catch {
        // Quota or a storage gone: the worker stays until an eligible view sees the option.
      }
    }
  }
  // The worker still controls this page after unregistering, and a host's worker stays: both
  // must stop keeping now (core/worker.ts).
  if (!keepInWorker) tellController(win, { type: RETIRE_MESSAGE });
  else if (personal) tellController(win, { type: USER_MESSAGE, user: null });
  const attempts: Promise<void>[] = [];
  if (!keepInWorker) {
    attempts.push(unregisterOwnWorker(win, workerScriptUrlFor(baseUrl)));
    attempts.push(deleteCaches(win, isOwnCacheName));
  } else if (personal) attempts.push(deleteCaches(win, (name) => name === DATA_CACHE));
  await Promise.allSettled(attempts);
}
