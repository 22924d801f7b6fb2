// Per-user cache keys without the raw secure id (ADR-0046): never show one user's documents to
// another. The id is hashed so the secure id, a credential (spec §6 Authorization: secure_id ...),
// never lands in storage keys in clear.
//
// SHA-256 via crypto.subtle where available (secure contexts). Elsewhere (plain
// http, old engines) a 64-bit FNV-1a: not cryptographic, but stable, and wide
// enough that two users on one device do not collide. The two give different
// ids for the same user; that only costs a cache miss, never a wrong hit.

export interface UserCacheIdOptions {
  /** Defaults to `globalThis.crypto?.subtle`; pass null to force the FNV-1a fallback. */
  subtle?: Pick<SubtleCrypto, 'digest'> | null;
}

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

/**
 * A non-reversible id for the user's cache keys. Rejects with an Error for a
 * blank secure id (anonymous users must not share one cache); otherwise never rejects.
 */
export async function userCacheId(
  secureId: string,
  options: UserCacheIdOptions = {},
): Promise<string> {
  if (secureId.trim() === '') throw new Error('userCacheId needs a non-empty secure id.');
  const subtle = options.subtle === undefined ? defaultSubtle() : options.subtle;
  if (subtle) {
    try {
      const digest = await subtle.digest('SHA-256', new TextEncoder().encode(secureId));
      return toHex(new Uint8Array(digest));
    } catch {
      // Some engines expose subtle but refuse it (e.g. insecure context): fall back.
    }
  }
  return fnv1a64(secureId);
}
