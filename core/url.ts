// A URL from text that may not be one (a host option, a server's link, a stored key): where the
// URL parser throws, undefined.
export function parseUrl(text: string, base?: string | URL): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}
