// The quick-actions data calls (spec §7) through the worker: ADR-0056's strategy. Entries are per
// user (personal-entry.ts): a page that has not said who it shows, or another person's
// Authorization, goes to the network; a 401 deletes the entry, so no one is served a signed-out
// person's documents.
import { DATA_FRESHNESS_MS } from '../core/storage/data-lifetimes';
import { authorizationFits } from './authorization-user';
import { personalKey, readPersonal, stamped } from './personal-entry';

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
  timeoutMs?: number;
}

const ignore = (): void => undefined;

async function openSafely(deps: DataStrategyDeps): Promise<Cache | undefined> {
  try {
    return await deps.openCache();
  } catch {
    return undefined;
  }
}

/** Stores a 200 JSON answer (`body`, read whole) under the user's key; a 401 deletes it. */
async function remember(
  cache: Cache,
  key: string,
  response: Response,
  body: Blob | undefined,
  user: string,
  deps: DataStrategyDeps,
): Promise<void> {
  try {
    if (response.status === 401) {
      await cache.delete(key);
      return;
    }
    if (response.status !== 200 || !body) return;
    JSON.parse(await body.text());
    if (!(await deps.mayKeep(user))) return;
    await cache.put(key, stamped(response, body, deps.now()));
  } catch {
    // Not JSON, storage full or gone: the entry we had stays.
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
  const cache = await openSafely(deps);
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
    // Read once, whole, into a Blob the page and the cache share: clone() would make the page's
    // chunks wait on this thread while it parsed the copy.
    const body = await response.blob();
    saving = remember(cache, key, response, body, user, deps);
    return new Response(body, response);
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
