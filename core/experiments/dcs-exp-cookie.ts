// spec §4: the experiment store falls back to "a cookie named dcsExp. The cookie is read as
// semicolon-separated name=variation pairs." A raw ';' would end the cookie, so several pairs come
// URL-encoded (dcsExp=QAGate%3DN%3BOther%3DC): decoded once, split, then each name and variation
// decoded again, so a literal '%' must be encoded twice. Nothing here throws.
import { decodeText as decode, readCookie } from '../cookie/read-cookie';

export const DCS_EXP_COOKIE = 'dcsExp';

// Parses 'name=variation;name=variation', trimmed; malformed pairs (no '=', an empty side, bad
// encoding) are skipped; of a duplicate name the last wins. A variation may contain '='.
export function parseDcsExp(value: string): ReadonlyMap<string, string> {
  const variations = new Map<string, string>();
  for (const pair of value.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    // Trim the raw text only: an encoded space (%20) is meant.
    const name = decode(pair.slice(0, separator).trim());
    const variation = decode(pair.slice(separator + 1).trim());
    if (!name || !variation) continue;
    variations.set(name, variation);
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
