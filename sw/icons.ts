// Icon definitions and icons, the host's files: warmed at install, stale-while-revalidate, only
// what the widget asked for (ADR-0053), capped; another `iconsUrl` gets no worker caching.
import { iconUrl, parseIconDefinitions } from '../core/icons';
import { hasWidgetHeader, hasWidgetIconMark } from '../core/request/request-headers';

export const ICONS_DIRECTORY = '/images/icons/';
export const ICON_DEFINITIONS_PATH = `${ICONS_DIRECTORY}definitions.json`;
/** The icon cache's entry cap, the definitions included; the oldest entries go first. */
export const MAX_CACHED_ICONS = 100;

export function isIconRequest(request: Request, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || url.origin !== origin) return false;
  if (url.pathname === ICON_DEFINITIONS_PATH) return hasWidgetHeader(request.headers);
  return (
    url.pathname.startsWith(ICONS_DIRECTORY) &&
    url.pathname.endsWith('.svg') &&
    hasWidgetIconMark(url)
  );
}

// A 200, and nothing once retired (this plugin replaces Workbox's own 200-only check).
export const iconWorthKeeping = (response: Response, retired: boolean): Response | null =>
  retired || response.status !== 200 ? null : response;

/** Deletes the oldest entries beyond `max` (Cache Storage keeps keys in insertion order). */
export async function capEntries(cache: Cache, max = MAX_CACHED_ICONS): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

export interface WarmIconsDeps {
  cache: Cache;
  fetch: (request: Request) => Promise<Response>;
  origin: string;
}

/** Caches the definitions and every icon they list. Never rejects; a failed icon is skipped. */
export async function warmIcons({ cache, fetch, origin }: WarmIconsDeps): Promise<void> {
  const definitionsUrl = new URL(ICON_DEFINITIONS_PATH, origin).href;
  const store = async (url: string): Promise<Response | undefined> => {
    try {
      const response = await fetch(new Request(url, { credentials: 'same-origin' }));
      if (response.status !== 200) return undefined;
      await cache.put(url, response.clone());
      return response;
    } catch {
      return undefined;
    }
  };
  try {
    const response = await store(definitionsUrl);
    if (!response) return;
    const definitions = parseIconDefinitions(await response.json());
    const urls = new Set<string>();
    for (const name of definitions.keys()) {
      const url = iconUrl(name, definitions, definitionsUrl);
      if (url && url.startsWith(`${origin}${ICONS_DIRECTORY}`)) urls.add(url);
    }
    await Promise.all([...urls].slice(0, MAX_CACHED_ICONS - 1).map(store));
  } catch {
    // Malformed definitions: the widget shows placeholders (spec §8), the worker caches nothing.
  }
}
