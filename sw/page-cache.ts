// Host pages for an offline reload (issue 6 "visit online, go offline, reload: the button appears").
// A host page may be personal, so a page is kept only once the widget in it has said whose page
// it is (the user announcement, protocol.ts), and under that person's key, for 24 h:
//   1. a navigation goes to the network (navigation preload when enabled); a cacheable answer is
//      held in memory for the page it creates (FetchEvent.resultingClientId);
//   2. when that page announces a signed-in user, the held answer is stored for that user;
//      pages that never announce (anonymous visitors, pages without the widget) are never stored;
//   3. when the network fails, the page stored for the last announced user is served.
import { personalKey, readPersonal, stamped, ageOf, isExpired, userOfKey } from './personal-entry';

/** Pages kept per user: the most recently stored win. */
export const MAX_PAGES_PER_USER = 20;
/** A held answer whose page never announced is dropped after this long. */
export const HOLD_MS = 60_000;

export interface NavigationInput {
  request: Request;
  /** FetchEvent.resultingClientId: the page this navigation creates. */
  resultingClientId: string;
  /** FetchEvent.preloadResponse (navigation preload), when there is one. */
  preloadResponse?: Promise<Response | undefined>;
}

export interface PageCacheDeps {
  openCache: () => Promise<Cache | undefined>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** Whose pages an offline navigation may get: the last user a page announced. */
  lastUser: () => Promise<string | undefined>;
}

export interface PageCache {
  handleNavigation(input: NavigationInput): Promise<Response>;
  /** The page `clientId` shows `user`'s data (or nobody's): store or drop what was held for it. */
  attribute(clientId: string, user: string | null): Promise<void>;
}

/** A same-origin 200 HTML page the host did not mark no-store. */
export function isCacheablePage(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    /^text\/html/i.test(response.headers.get('Content-Type') ?? '') &&
    !/no-store/i.test(response.headers.get('Cache-Control') ?? '')
  );
}

interface Held {
  url: string;
  response: Response;
  at: number;
}

async function openSafely(deps: PageCacheDeps): Promise<Cache | undefined> {
  try {
    return await deps.openCache();
  } catch {
    return undefined;
  }
}

/** Deletes the user's oldest pages beyond MAX_PAGES_PER_USER. */
async function trim(cache: Cache, user: string, now: number): Promise<void> {
  const entries: { key: Request; age: number }[] = [];
  for (const key of await cache.keys()) {
    if (userOfKey(key.url) !== user) continue;
    const response = await cache.match(key);
    const age = response ? ageOf(response, now) : undefined;
    entries.push({ key, age: isExpired(age) ? Number.POSITIVE_INFINITY : (age ?? 0) });
  }
  entries.sort((a, b) => a.age - b.age);
  for (const { key } of entries.slice(MAX_PAGES_PER_USER)) await cache.delete(key);
}

export function createPageCache(deps: PageCacheDeps): PageCache {
  const held = new Map<string, Held>();

  const dropOld = (now: number) => {
    for (const [clientId, entry] of held) if (now - entry.at >= HOLD_MS) held.delete(clientId);
  };

  return {
    async handleNavigation({ request, resultingClientId, preloadResponse }) {
      try {
        const response = (await preloadResponse) ?? (await deps.fetch(request));
        const now = deps.now();
        dropOld(now);
        if (resultingClientId && isCacheablePage(response)) {
          held.set(resultingClientId, { url: request.url, response: response.clone(), at: now });
        }
        return response;
      } catch (error) {
        const user = await deps.lastUser().catch(() => undefined);
        const cache = user === undefined ? undefined : await openSafely(deps);
        const entry =
          user && (await readPersonal(cache, personalKey(request.url, user), deps.now()));
        if (entry) return entry.response;
        throw error;
      }
    },

    async attribute(clientId, user) {
      const entry = held.get(clientId);
      held.delete(clientId);
      if (!entry || user === null) return;
      try {
        const cache = await openSafely(deps);
        if (!cache) return;
        const now = deps.now();
        const body = await entry.response.arrayBuffer();
        await cache.put(personalKey(entry.url, user), stamped(entry.response, body, now));
        await trim(cache, user, now);
      } catch {
        // Best effort: without this page an offline reload fails as it would without us.
      }
    },
  };
}
