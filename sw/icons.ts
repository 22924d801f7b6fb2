// Icon definitions and icons (contract §3: "/images/icons/definitions.json unless init passes
// another iconsUrl"; spec §7: "icons are served from the same path"). They are the host's files,
// not our build's, so the precache manifest cannot list them: the worker fetches the definitions
// and the icons they list when it installs (best effort), and serves them stale-while-revalidate.
// A host that passes another `iconsUrl` gets no worker caching for its icons (docs/offline.md).
import { iconUrl, parseIconDefinitions } from '../core/icons/icon-definitions';

export const ICONS_DIRECTORY = '/images/icons/';
export const ICON_DEFINITIONS_PATH = `${ICONS_DIRECTORY}definitions.json`;
/** A definitions file listing more than this is not ours to mirror. */
export const MAX_WARMED_ICONS = 100;

export function isIconRequest(url: URL, origin: string): boolean {
  return (
    url.origin === origin &&
    url.pathname.startsWith(ICONS_DIRECTORY) &&
    (url.pathname === ICON_DEFINITIONS_PATH || url.pathname.endsWith('.svg'))
  );
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
      if (url && isIconRequest(new URL(url), origin)) urls.add(url);
    }
    await Promise.all([...urls].slice(0, MAX_WARMED_ICONS).map(store));
  } catch {
    // Malformed definitions: the widget shows placeholders (spec §8), the worker caches nothing.
  }
}
