// Who each page shows (issue 6 "data cache keyed by user"). The FolderTile call is
// cookie-authenticated: nothing in the request says whose documents it returns. So every page's
// widget announces its user (a hash, protocol.ts) before it fetches, and the worker keys that
// page's requests by it. A page that has not announced gets no cached data at all.
//
// issue 12: data is written only for the user most recently announced in this browser. A stale
// tab of A, after B signed in elsewhere, still says "A", but its cookie-authenticated calls now
// return B's documents: they must never land under A's key. Memory only: a restarted worker
// writes nothing until a page announces again (the widget announces before every live fetch).

import { isUserCacheId } from '../core/worker/protocol';

export interface ClientUsers {
  /** The page's user; undefined when it has not announced, or announced nobody. */
  userOf(clientId: string): string | undefined;
  /**
   * Records the page's user (null: nobody) as the most recent announcement, and forgets pages
   * that are gone (`liveClientIds`), so the map never grows with closed tabs.
   */
  announce(clientId: string, user: string | null, liveClientIds: readonly string[]): void;
  /** Whether `user` is the most recently announced user: the only one whose data is written. */
  isCurrent(user: string): boolean;
  /** The most recently announced user; undefined before any announcement or after "nobody". */
  current(): string | undefined;
}

export function createClientUsers(): ClientUsers {
  const users = new Map<string, string | null>();
  let last: string | null | undefined;

  return {
    userOf: (clientId) => users.get(clientId) ?? undefined,
    isCurrent: (user) => isUserCacheId(user) && user === last,
    current: () => last ?? undefined,
    announce(clientId, user, liveClientIds) {
      const live = new Set(liveClientIds);
      for (const id of users.keys()) if (!live.has(id)) users.delete(id);
      users.set(clientId, user);
      last = user;
    },
  };
}
