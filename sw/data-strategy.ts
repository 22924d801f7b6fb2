// The data calls (spec §7) through the worker, ADR-0056: per user (personal-entry.ts), to the
// network for a page that has not said who it shows or another person's Authorization; a 401
// deletes the entry; a 200 is answered and kept as `keep` cuts it (ADR-0088).
import { DATA_FRESHNESS_MS } from '../core/storage/data-lifetimes';
import { userCacheId } from '../core/storage/worker-caches';
import { personalKey, readPersonal, withBody } from './personal-entry';

/** Below the page's own 10 s request timeout, so a hung network still ends in cached data. */
export const DATA_NETWORK_TIMEOUT_MS = 5_000;

export interface DataStrategyDeps {
  /** The data cache; undefined (or a rejection) when Cache Storage is unusable. */
  openCache: () => Promise<Cache | undefined>;
  fetch: (request: Request) => Promise<Response>;
  now: () => number;
  /** The fetch event's waitUntil: the network answer is cached even after a timeout. */
  waitUntil: (promise: Promise<unknown>) => void;
  /** False once this user's data may no longer be kept (sign-out, another person, consent). */
  mayKeep: (user: string) => Promise<boolean>;
  /** What of a parsed answer is answered and kept (data-routes.ts); throws on another shape. */
  keep?: ((body: unknown) => unknown) | undefined;
  timeoutMs?: number;
}

const ignore = (): void => undefined;

/** The JSON the worker answers and keeps for `text`; undefined when it is not the call's answer. */
function keptJson(text: string, keep: DataStrategyDeps['keep']): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    return keep ? JSON.stringify(keep(body)) : text;
  } catch {
    return undefined;
  }
}

// Whether `user`'s cache may serve: no Authorization (FolderTile's is the cookie), or spec §6's
// secure_id hashing to `user`. Never rejects.
async function authorizationFits(request: Request, user: string): Promise<boolean> {
  const header = request.headers.get('Authorization');
  if (header === null) return true;
  const secureId = /^secure_id (\S+)$/.exec(header)?.[1];
  if (secureId === undefined) return false;
  try {
    return (await userCacheId(secureId)) === user;
  } catch {
    return false;
  }
}

/** Stores a 200's kept JSON under the user's key; a 401 deletes the entry. */
async function remember(
  cache: Cache,
  key: string,
  response: Response,
  body: string | undefined,
  user: string,
  deps: DataStrategyDeps,
): Promise<void> {
  try {
    if (response.status === 401) {
      await cache.delete(key);
      return;
    }
    if (response.status !== 200 || body === undefined) return;
    if (!(await deps.mayKeep(user))) return;
    await cache.put(key, withBody(response, body, deps.now()));
  } catch {
    // Storage full or gone: the entry we had stays.
  }
}

/** The answer, or a rejection once `ms` passed first. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('Network slower than the timeout')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export async function handleDataRequest(
  request: Request,
  user: string | undefined,
  deps: DataStrategyDeps,
): Promise<Response> {
  if (user === undefined || !(await authorizationFits(request, user))) return deps.fetch(request);
  const cache = await deps.openCache().catch(ignore);
  if (!cache) return deps.fetch(request);
  const key = personalKey(request.url, user);
  const cached = await readPersonal(cache, key, deps.now());
  if (cached && cached.age < DATA_FRESHNESS_MS) return cached.response;

  let saving: Promise<void> = Promise.resolve();
  const network = deps.fetch(request).then(async (response) => {
    if (response.status !== 200) {
      saving = remember(cache, key, response, undefined, user, deps);
      return response;
    }
    // Read whole and cut here, off the page's thread: the page reads only what it shows.
    const text = await response.text();
    const body = keptJson(text, deps.keep);
    saving = remember(cache, key, response, body, user, deps);
    return withBody(response, body ?? text);
  });
  deps.waitUntil(network.then(() => saving, ignore));
  if (!cached) return network;
  try {
    return await within(network, deps.timeoutMs ?? DATA_NETWORK_TIMEOUT_MS);
  } catch {
    // Offline, refused, or slower than the timeout: the last answer we had.
    return cached.response;
  }
}
