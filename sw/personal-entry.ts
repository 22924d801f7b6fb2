// Personal entries: keyed per user, stamped with the worker's clock (the server's Date is too
// coarse for a 10 s rule) and judged by data-lifetimes.ts.
import { isPastDataLifetime } from '../core/storage/data-lifetimes';
import { parseUrl } from '../core/url';

/** Added to the cache key (never to a request that leaves the browser). */
export const USER_PARAM = 'quick-actions-user';
export const STAMP_HEADER = 'x-quick-actions-cached-at';

/** The cache key of `url` for one user (a user cache id, never a secure id). */
export function personalKey(url: string, user: string): string {
  const key = new URL(url);
  key.hash = '';
  // Appended and read back as the last: a URL already carrying it cannot name another user.
  key.searchParams.append(USER_PARAM, user);
  return key.href;
}

/** The user a personal cache key belongs to; undefined for a key that is not one of ours. */
export function userOfKey(key: string): string | undefined {
  return parseUrl(key)?.searchParams.getAll(USER_PARAM).at(-1);
}

/** `response` over `body` (its length header dropped); with `now`, stamped as cached then. */
export function withBody(response: Response, body: BodyInit, now?: number): Response {
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  if (now !== undefined) headers.set(STAMP_HEADER, String(now));
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Milliseconds since the entry was cached; undefined when it carries no valid stamp. */
export function ageOf(response: Response, now: number): number | undefined {
  const raw = response.headers.get(STAMP_HEADER);
  const at = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return Number.isFinite(at) ? now - at : undefined;
}

/** The entry under `key` if it may still be served; an expired one is deleted. Never rejects. */
export async function readPersonal(
  cache: Cache | undefined,
  key: string,
  now: number,
): Promise<{ response: Response; age: number } | undefined> {
  if (!cache) return undefined;
  try {
    const response = await cache.match(key);
    if (!response) return undefined;
    const age = ageOf(response, now);
    if (age === undefined || isPastDataLifetime(age)) {
      await cache.delete(key);
      return undefined;
    }
    return { response, age };
  } catch {
    return undefined;
  }
}
