// The hubs section's cached items come back from storage any script on the page can write: shape,
// icon names and the safe-URL rule are checked again.
import { safeHref } from '../markdown';
import { HUB_ICON_NAMES, type HubIconName } from './hub-icon';
import { ESTATE_VAULT_HUB, ESTATE_VAULT_TITLE_KEY } from './hub-item';
import type { HubItem } from './hub-item';
import { MAX_HUB_TITLE_LENGTH } from './parse-dashboards';
import { isJsonObject } from '../json';

/** At most the latest hub plus Estate Vault. */
const MAX_CACHED_HUBS = 2;

function parseHub(value: unknown, currentOrigin: string): HubItem | undefined {
  if (!isJsonObject(value)) return undefined;
  if (value.titleKey === ESTATE_VAULT_TITLE_KEY) return ESTATE_VAULT_HUB;
  const { title, url, icon } = value;
  if (typeof title !== 'string' || title === '' || title.length > MAX_HUB_TITLE_LENGTH) {
    return undefined;
  }
  if (icon !== 'placeholder' && !HUB_ICON_NAMES.has(icon as string)) return undefined;
  const safe = safeHref(url, currentOrigin);
  if (!safe) return undefined;
  return {
    title,
    url: safe.href,
    newTab: safe.external,
    icon: icon as HubIconName | 'placeholder',
  };
}

export function parseCachedHubs(data: unknown, currentOrigin: string): HubItem[] | undefined {
  if (!Array.isArray(data) || data.length > MAX_CACHED_HUBS) return undefined;
  const hubs: HubItem[] = [];
  for (const raw of data) {
    const hub = parseHub(raw, currentOrigin);
    if (!hub) return undefined;
    hubs.push(hub);
  }
  return hubs;
}
