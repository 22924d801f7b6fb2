import { userCacheId } from '../../core/storage';
import { announceUser, workerScriptUrlFor } from '../../core/worker';

export interface UserHandshake {
  /** The person's cache id (a hash of the secure id, never the id); undefined when none can be made. */
  readonly userId: Promise<string | undefined>;
  /**
   * Tells our worker again whose data this page shows (the browser may have restarted it): the
   * data calls leave once it answered, or a second passed (core/worker/announce-user.ts).
   */
  beforeDataCalls(): Promise<void>;
  /** Signed out, another person, or destroyed: the worker drops every cached data call. */
  forget(): void;
}

/**
 * issue 6: the page tells the service worker whose data it shows, so the worker keys this page's
 * data calls to this person and purges everyone else's cached data first. Only our own worker is
 * waited for (issue 13).
 */
export function createUserHandshake(win: Window, secureId: string, baseUrl: string): UserHandshake {
  const ownWorker = workerScriptUrlFor(baseUrl);
  const announce = (user: string | null) => announceUser(win, user, ownWorker);
  const userId = userCacheId(secureId).then(
    (id) => id,
    () => undefined,
  );
  void userId.then((id) => {
    if (id) void announce(id);
  });
  return {
    userId,
    async beforeDataCalls() {
      const id = await userId;
      if (id) await announce(id);
    },
    forget() {
      void announce(null);
    },
  };
}
