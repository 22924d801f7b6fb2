// Who each page shows (issue 6 "data cache keyed by user"). The FolderTile call is
// cookie-authenticated: nothing in the request says whose documents it returns. So every page's
// widget announces its user (a hash, protocol.ts) before it fetches, and the worker keys that
// page's requests by it. A page that has not announced gets no cached data at all.
//
// Memory only, except the last announced user, which an offline navigation needs after the
// browser stopped and restarted the worker.

import { isUserCacheId } from './protocol';

export interface ClientUsersDeps {
  openMeta: () => Promise<Cache | undefined>;
  /** Any URL of the worker's origin: the meta cache's key for the last user. */
  lastUserKey: string;
}

export interface ClientUsers {
  /** The page's user; undefined when it has not announced, or announced nobody. */
  userOf(clientId: string): string | undefined;
  /** Records the page's user (null: nobody) and remembers it as the last one. Never rejects. */
  announce(clientId: string, user: string | null): Promise<void>;
  /** Whether any page still shows this user. */
  isCurrent(user: string): boolean;
  /** The last user any page announced (null announcements included: then undefined). */
  lastUser(): Promise<string | undefined>;
}

export function createClientUsers(deps: ClientUsersDeps): ClientUsers {
  const users = new Map<string, string | null>();
  let last: string | null | undefined;

  return {
    userOf: (clientId) => users.get(clientId) ?? undefined,
    isCurrent: (user) => [...users.values()].includes(user),

    async announce(clientId, user) {
      users.set(clientId, user);
      last = user;
      try {
        const meta = await deps.openMeta();
        await meta?.put(deps.lastUserKey, new Response(user ?? ''));
      } catch {
        // Without the note, a restarted worker serves no page offline: safe.
      }
    },

    async lastUser() {
      if (last !== undefined) return last ?? undefined;
      try {
        const meta = await deps.openMeta();
        const text = await (await meta?.match(deps.lastUserKey))?.text();
        return isUserCacheId(text) ? text : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
