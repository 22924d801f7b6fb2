// Which hubs show (spec §9), from the service's answer or read back from the cache.
import { ESTATE_VAULT_URL } from '../actions';
import { safeHref } from '../markdown';
import { type DashboardItem, MAX_HUB_TITLE_LENGTH } from './fetch-hubs';
import {
  hubIcon,
  normaliseHubTitle,
  type HubIconName,
  ESTATE_VAULT_HUB,
  type HubItem,
  HUB_ICON_NAMES,
  ESTATE_VAULT_TITLE_KEY,
} from './hub-item';
import { isJsonObject } from '../json';

// spec §9 "Hubs: the latest started project hub plus the Estate Vault"; spec §7 "the last item is
// used as the hub"; spec §2 "Hub links: from the dashboard data, plus /EstateDashboard/". When the
// last dashboard is Estate Vault (by title or link), Estate Vault is listed once.
export interface SelectHubsOptions {
  /** The page's origin, for the safe-URL rule. */
  currentOrigin: string;
  /** Told about a hub without an icon (spec §8); the hub is still shown, with a placeholder. */
  onError?: (error: Error) => void;
}

function isEstateVault(item: DashboardItem, href: string, currentOrigin: string): boolean {
  if (normaliseHubTitle(item.title) === 'estate vault') return true;
  try {
    const { pathname } = new URL(href, currentOrigin);
    return pathname.replace(/\/?$/, '/').toLowerCase() === ESTATE_VAULT_URL.toLowerCase();
  } catch {
    return false;
  }
}

/** Never throws. A last dashboard whose link is not safe is left out; Estate Vault always stays. */
export function selectHubs(items: readonly DashboardItem[], options: SelectHubsOptions): HubItem[] {
  const last = items.at(-1);
  const safe = last ? safeHref(last.href, options.currentOrigin) : undefined;
  if (!last || !safe || isEstateVault(last, safe.href, options.currentOrigin)) {
    return [ESTATE_VAULT_HUB];
  }
  let icon: HubIconName | 'placeholder' = 'placeholder';
  try {
    icon = hubIcon(last.title);
  } catch (error) {
    try {
      options.onError?.(error as Error);
    } catch {
      // Reporting must not cost the person their hub link.
    }
  }
  return [{ title: last.title, url: safe.href, newTab: safe.external, icon }, ESTATE_VAULT_HUB];
}

// The hubs section's cached items (at most the latest hub plus Estate Vault) come back from
// storage any script on the page can write: shape, icon names and the safe-URL rule are checked
// again.
function parseHub(value: unknown, currentOrigin: string): HubItem | undefined {
  if (!isJsonObject(value)) return undefined;
  if (value.titleKey === ESTATE_VAULT_TITLE_KEY) return ESTATE_VAULT_HUB;
  const { title, url, icon } = value;
  if (typeof title !== 'string' || title === '' || title.length > MAX_HUB_TITLE_LENGTH) {
    return undefined;
  }
  if (icon !== 'placeholder' && !HUB_ICON_NAMES.has(icon as string)) return undefined;
  const safe = safeHref(url, currentOrigin);
  const known = icon as HubIconName | 'placeholder';
  return safe && { title, url: safe.href, newTab: safe.external, icon: known };
}

export function parseCachedHubs(data: unknown, currentOrigin: string): HubItem[] | undefined {
  if (!Array.isArray(data) || data.length > 2) return undefined;
  const hubs = data.map((raw) => parseHub(raw, currentOrigin));
  return hubs.every((hub) => hub !== undefined) ? hubs : undefined;
}
