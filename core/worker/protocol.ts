// What the page and the worker say to each other, shared by sw/sw.ts and the page
// (core/worker/announce-user.ts): the page announces whose data it shows (null: nobody is signed
// in), the worker answers once it has applied the claim (core/owner/owner-machine.ts) and purged
// whatever it says to purge.

export const USER_MESSAGE = 'quick-actions:user';
export const USER_ACK = 'quick-actions:user-ack';
/**
 * The page withdrew consent (`persist: false`, `serviceWorker: false`). An unregistered worker
 * keeps controlling its open pages until they unload, and a host's worker that imports ours stays,
 * so either must stop keeping anything at once (sw/sw.ts `withdrawn`).
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
