// What the page (announce-user.ts) and the worker (sw/sw.ts) say: whose data the page shows (null:
// nobody); the worker answers once the claim (core/owner/owner-machine.ts) and its purge are done.

export const USER_MESSAGE = 'quick-actions:user';
export const USER_ACK = 'quick-actions:user-ack';
// The page withdrew consent (`persist: false`, `serviceWorker: false`): an unregistered worker
// still controls its open pages, and a host's stays, so it must stop keeping at once.
export const RETIRE_MESSAGE = 'quick-actions:retire';

export const isRetireMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === RETIRE_MESSAGE;

/** A user is named by core/storage/worker-caches.ts's hash, never by the secure id. */
const USER_CACHE_ID = /^(?:[0-9a-f]{16}|[0-9a-f]{64})$/;

export interface UserMessage {
  type: typeof USER_MESSAGE;
  /** null: nobody is signed in on the page that sent it. */
  user: string | null;
}

export const isUserCacheId = (value: unknown): value is string =>
  typeof value === 'string' && USER_CACHE_ID.test(value);

/** The announcement in a message event's data, or undefined for anything else. */
export function parseUserMessage(data: unknown): UserMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, user } = data as Record<string, unknown>;
  if (type !== USER_MESSAGE) return undefined;
  if (user === null) return { type, user: null };
  return isUserCacheId(user) ? { type, user } : undefined;
}

export interface UserAck {
  type: typeof USER_ACK;
  /** False: the worker refused the claim of a page another person displaced (core/owner). */
  accepted: boolean;
}

/** The worker's answer in a message event's data, or undefined for anything else. */
export function parseUserAck(data: unknown): UserAck | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, accepted } = data as Record<string, unknown>;
  return type === USER_ACK ? { type, accepted: accepted !== false } : undefined;
}

/** Our worker's script: `sw.js` beside loader.js in `dist/`, for any base path. */
export const workerScriptUrlFor = (baseUrl: string): string => new URL('sw.js', baseUrl).href;
