// The worker's Cache Storage names (docs/offline.md), for the page and the worker. Our own prefix
// keeps them apart from a host's Workbox caches, and a way out deletes only those.
export const CACHE_PREFIX = 'quick-actions-';
export const PRECACHE = `${CACHE_PREFIX}precache`;
/** Personal (per user, 24 h): the two quick-actions data calls of spec §7. */
export const DATA_CACHE = `${CACHE_PREFIX}data`;
/** Not personal: the icon definitions and the icons the widget asked for. */
export const ICONS_CACHE = `${CACHE_PREFIX}icons`;
/** The worker's own notes: the precache keys of the last deploys. */
export const META_CACHE = `${CACHE_PREFIX}meta`;

export const PERSONAL_CACHES = [DATA_CACHE] as const;

/** Whether a Cache Storage name is one of ours. */
export const isOwnCacheName = (name: string): boolean => name.startsWith(CACHE_PREFIX);

// Per-user keys never hold the secure id (spec §6, ADR-0046): SHA-256, else a 64-bit FNV-1a (a
// different id, which costs a cache miss, never a wrong hit).

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

const FNV_OFFSET_64 = 0xcbf29ce484222325n;
const FNV_PRIME_64 = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/** 64-bit FNV-1a over the UTF-8 bytes, as 16 lower-case hex digits. */
export function fnv1a64(text: string): string {
  let hash = FNV_OFFSET_64;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME_64) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

function defaultSubtle(): Pick<SubtleCrypto, 'digest'> | undefined {
  try {
    return globalThis.crypto?.subtle;
  } catch {
    return undefined;
  }
}

// A one-way id for the user's cache keys; rejects only for a blank secure id (no shared cache).
// `subtle` defaults to `globalThis.crypto?.subtle`; null forces the FNV-1a fallback.
export async function userCacheId(
  secureId: string,
  subtle: Pick<SubtleCrypto, 'digest'> | null | undefined = defaultSubtle(),
): Promise<string> {
  if (secureId.trim() === '') throw new Error('userCacheId needs a non-empty secure id.');
  if (subtle) {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(secureId));
      return toHex(new Uint8Array(digest));
    } catch {
      // Exposed but refused (an insecure context): the fallback.
    }
  }
  return fnv1a64(secureId);
}
