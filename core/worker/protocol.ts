// What the page and the worker say to each other (issue 6), shared by sw/sw.ts and the widget
// (core/worker/announce-user.ts): the page announces whose data it shows, the worker answers once it
// has attributed that page and purged every other person's cached data.

export const USER_MESSAGE = 'quick-actions:user';
export const USER_ACK = 'quick-actions:user-ack';
/**
 * issue 12: the page is removing our worker (`persist: false`, `serviceWorker: false`). An
 * unregistered worker keeps controlling its open pages until they unload, so it must stop
 * answering (and caching) at once, or the widget's next request would recreate what was removed.
 */
export const RETIRE_MESSAGE = 'quick-actions:retire';

export const isRetireMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === RETIRE_MESSAGE;

/**
 * A user is named by the hash of core/storage/user-cache-id.ts (SHA-256 hex, or 64-bit FNV-1a
 * hex where crypto.subtle is missing), never by the secure id itself.
 */
const USER_CACHE_ID = /^(?:[0-9a-f]{16}|[0-9a-f]{64})$/;

export interface UserMessage {
  type: typeof USER_MESSAGE;
  /** null: nobody (signed out, or the widget was destroyed). */
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

export const isUserAck = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === USER_ACK;
