// The popup's hub items and their icons, and which hubs show (spec §9), fetched or cached.
import { reportSafely } from '../errors/describe-error';
import { quoteServerText } from '../errors/scrub-error';
import type { DocumentItemType } from '../documents/document-item';
import { type DashboardItem, MAX_HUB_TITLE_LENGTH } from './fetch-hubs';
import { ESTATE_VAULT_URL } from '../actions';
import { safeHref } from '../markdown';
import { parseUrl } from '../url';
import { isJsonObject } from '../json';

// spec §3 "Hub icons exist for" these nine, keyed by normalised title; spec §8: a missing hub or
// document icon raises an error. Names are keys of demo/public/images/icons/definitions.json.
const HUB_ICONS = {
  'business planning': 'hub-business-planning',
  'confidentiality agreement': 'hub-confidentiality-agreement',
  'estate vault': 'hub-estate-vault',
  freelance: 'hub-freelance',
  'parent and guardian': 'hub-parent-guardian',
  'rental property': 'hub-rental-property',
  'sales and loans': 'hub-sales-loans',
  'separation agreement': 'hub-separation-agreement',
  'trust estate': 'hub-trust-estate',
} as const;

export type HubIconName = (typeof HUB_ICONS)[keyof typeof HUB_ICONS];

/** The nine hub icon names, for what comes back from the cache (`parseCachedHubs`). */
export const HUB_ICON_NAMES: ReadonlySet<string> = new Set(Object.values(HUB_ICONS));

const DOCUMENT_ICONS = {
  Document: 'document',
  Editor: 'editor-document',
  NotarySession: 'notary-session',
} as const satisfies Record<DocumentItemType, string>;

/** Case, "&" versus "and", and runs of whitespace do not matter: "Sales & Loans" ≈ "sales and loans". */
export function normaliseHubTitle(title: string): string {
  return title.toLowerCase().replace(/&/g, ' and ').replace(/\s+/g, ' ').trim();
}

// Else throws `No icon found for hub with title "<title>"`, quoted as server text (ADR-0048); a
// title longer than any hub's is not normalised.
export function hubIcon(title: string): HubIconName {
  const key = title.length <= MAX_HUB_TITLE_LENGTH ? normaliseHubTitle(title) : '';
  if (Object.hasOwn(HUB_ICONS, key)) return HUB_ICONS[key as keyof typeof HUB_ICONS];
  throw new Error(`No icon found for hub with title "${quoteServerText(title)}"`);
}

/** Throws `No icon found for document with type "<type>"` for a type it does not know. */
export function documentIcon(type: string): (typeof DOCUMENT_ICONS)[DocumentItemType] {
  if (Object.hasOwn(DOCUMENT_ICONS, type)) return DOCUMENT_ICONS[type as DocumentItemType];
  throw new Error(`No icon found for document with type "${quoteServerText(type)}"`);
}

// spec §3 "Hub item: title, url"; Estate Vault's title is a translation key, a dashboard's not.
export const ESTATE_VAULT_TITLE_KEY = 'hub.estateVault';

export type HubItem =
  | {
      title: string;
      url: string;
      /** True when the dashboard points to another host: the widget opens it in a new tab. */
      newTab: boolean;
      /** 'placeholder' when the title is not one of the nine hubs (the error is reported). */
      icon: HubIconName | 'placeholder';
    }
  | {
      titleKey: typeof ESTATE_VAULT_TITLE_KEY;
      url: string;
      newTab: false;
      icon: 'hub-estate-vault';
    };

export const ESTATE_VAULT_HUB: HubItem = Object.freeze({
  titleKey: ESTATE_VAULT_TITLE_KEY,
  url: ESTATE_VAULT_URL,
  newTab: false,
  icon: 'hub-estate-vault',
});

/** The most hubs shown: the latest started project hub and the Estate Vault (selectHubs). */
export const HUBS_LIMIT = 2;

// spec §9 "Hubs: the latest started project hub plus the Estate Vault", once if it is the last.

function isEstateVault(item: DashboardItem, href: string, currentOrigin: string): boolean {
  if (normaliseHubTitle(item.title) === 'estate vault') return true;
  const pathname = parseUrl(href, currentOrigin)?.pathname;
  return pathname?.replace(/\/?$/, '/').toLowerCase() === ESTATE_VAULT_URL.toLowerCase();
}

// Never throws. A last dashboard whose link is unsafe (for the page's `currentOrigin`) is left out;
// Estate Vault stays. A hub without an icon goes to `onError` (spec §8), shown with a placeholder.
export function selectHubs(
  items: readonly DashboardItem[],
  currentOrigin: string,
  onError?: (error: Error) => void,
): HubItem[] {
  const last = items.at(-1);
  const safe = last ? safeHref(last.href, currentOrigin) : undefined;
  if (!last || !safe || isEstateVault(last, safe.href, currentOrigin)) return [ESTATE_VAULT_HUB];
  let icon: HubIconName | 'placeholder' = 'placeholder';
  try {
    icon = hubIcon(last.title);
  } catch (error) {
    reportSafely(onError, error as Error); // a failing reporter must not cost the hub link
  }
  return [{ title: last.title, url: safe.href, newTab: safe.external, icon }, ESTATE_VAULT_HUB];
}

// The cached hubs come back from storage any page script can write: all checked again.
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
  if (!Array.isArray(data) || data.length > HUBS_LIMIT) return undefined;
  const hubs = data.map((raw) => parseHub(raw, currentOrigin));
  return hubs.every((hub) => hub !== undefined) ? hubs : undefined;
}
