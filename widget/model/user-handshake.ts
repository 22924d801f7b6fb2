import { userCacheId } from '../../core/storage';
import { announceUser, workerScriptUrlFor } from '../../core/worker';

export interface UserHandshake {
  /** The person's cache id (a hash of the secure id, never the id); undefined when none can be made. */
  readonly userId: Promise<string | undefined>;
  // Tells our worker again whose data this page shows (the browser may have restarted it): the
  // data calls leave once it answered, or a second passed (core/worker.ts). False
  // when the worker refused (another person has the device, so this page fetches nothing) or the
  // widget's `lifetime` ended first: a widget gone at a sign-out must not name its person again.
  beforeDataCalls(lifetime: AbortSignal): Promise<boolean>;
}

// The page tells the service worker whose data it shows, so the worker keys this page's data
// calls to this person (core/owner/owner-machine.ts). Only while the host lets the worker keep
// anything (`keepsInWorker`): otherwise the worker hears nothing and the calls carry no mark.
export function createUserHandshake(
  win: Window,
  secureId: string,
  baseUrl: string,
  keepsInWorker: () => boolean,
): UserHandshake {
  const ownWorker = workerScriptUrlFor(baseUrl);
  const userId = userCacheId(secureId).then(
    (id) => id,
    () => undefined,
  );
  return {
    userId,
    async beforeDataCalls(lifetime) {
      const id = await userId;
      if (lifetime.aborted) return false;
      return !id || !keepsInWorker() || ((await announceUser(win, id, ownWorker)) ?? true);
    },
  };
}
