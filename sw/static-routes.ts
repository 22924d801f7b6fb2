// Only our requests (ADR-0053): `InstallEvent.addRoutes` sends the others to the network without
// waking the worker; without it, the fetch handler leaves them alone.
import { ICONS_DIRECTORY } from './icons';
import { DATA_PATHS } from './data-routes';

/** The part of the API we use (lib.webworker has no types for it). */
export interface RouterRule {
  condition: RouterCondition;
  source: 'network' | 'fetch-event';
}
export type RouterCondition =
  | { requestMode: RequestMode }
  | { urlPattern: { pathname: string } }
  | { or: RouterCondition[] }
  | { not: RouterCondition };

export interface RoutableInstallEvent {
  addRoutes?: (rules: RouterRule | RouterRule[]) => Promise<void>;
}

export const NAVIGATIONS_TO_NETWORK: RouterRule = {
  condition: { requestMode: 'navigate' },
  source: 'network',
};

/** Everything but our own paths goes to the network. `basePath` ends with '/'. */
export function othersToNetwork(basePath: string): RouterRule {
  const ours = [`${basePath}*`, ...DATA_PATHS, `${ICONS_DIRECTORY}*`].map((pathname) => ({
    urlPattern: { pathname },
  }));
  return { condition: { not: { or: ours } }, source: 'network' };
}

// Declares the routes where the browser can; resolves to what was declared ('all', 'navigations'
// where `not`/`or` are unknown, or 'none'). Never rejects.
export async function declareStaticRoutes(
  event: RoutableInstallEvent,
  basePath: string,
): Promise<'all' | 'navigations' | 'none'> {
  if (typeof event.addRoutes !== 'function') return 'none';
  try {
    await event.addRoutes([NAVIGATIONS_TO_NETWORK, othersToNetwork(basePath)]);
    return 'all';
  } catch {
    // An older Chromium rejects the whole list for a condition it does not know.
  }
  try {
    await event.addRoutes(NAVIGATIONS_TO_NETWORK);
    return 'navigations';
  } catch {
    return 'none';
  }
}
