// spec §4: the experiment store falls back to "a cookie named dcsExp. The cookie is read as
// semicolon-separated name=variation pairs." A raw ';' would end the cookie, so several pairs come
// URL-encoded (dcsExp=QAGate%3DN%3BOther%3DC): decoded once, split, then each name and variation
// decoded again, so a literal '%' must be encoded twice. Nothing here throws.
import { decodeText as decode, readCookie } from '../cookie';

export const DCS_EXP_COOKIE = 'dcsExp';

// Parses 'name=variation;name=variation' by the cookie reader's own rules (core/cookie.ts), so
// stage one, which reads the gate's pair with readCookie itself (loader/read-stored-gate.ts),
// reads the same: names and variations trimmed, a name decoded (an undecodable one skipped), a
// variation unquoted and decoded, or kept as written when it cannot be; a pair without '=' or with
// an empty side skipped; of a duplicate name the first wins, empty or not. A variation may contain '='.
export function parseDcsExp(value: string): ReadonlyMap<string, string> {
  const variations = new Map<string, string>();
  const named = new Set<string>();
  for (const pair of value.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    const raw = pair.slice(0, separator).trim();
    const name = decode(raw);
    if (!name || named.has(name)) continue;
    named.add(name);
    const variation = readCookie(pair, raw);
    if (variation) variations.set(name, variation);
  }
  return variations;
}

/** Finds the dcsExp cookie in a `document.cookie` string and parses it. */
export function readDcsExp(cookieString: string): ReadonlyMap<string, string> {
  return parseDcsExp(readCookie(cookieString, DCS_EXP_COOKIE) ?? '');
}

/** `document.cookie`, or '' where there is no document or reading it throws (sandboxed frames). */
export function readDocumentCookie(): string {
  try {
    return typeof document === 'undefined' ? '' : document.cookie;
  } catch {
    return '';
  }
}
