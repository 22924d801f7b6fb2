// Reads one cookie from a `document.cookie` string (the `L` cookie of spec §1, `dcsExp` of §4). Of
// a name set twice (several paths) the first wins: browsers list the most specific path first.
// RFC 6265 allows double quotes around a value; they are dropped. A malformed escape keeps the raw
// value instead of throwing.
/** The URL-decoded text, or undefined for a malformed sequence (a stray '%'). */
export function decodeText(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return decodeText(raw) ?? raw;
  }
  return undefined;
}
