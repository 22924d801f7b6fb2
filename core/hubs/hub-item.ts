// The popup's hub item and its icon, the Estate Vault hub included.
import { quoteServerText } from '../errors/scrub-error';
import type { DocumentItemType } from '../documents/document-item';
import { MAX_HUB_TITLE_LENGTH } from './fetch-hubs';
import { ESTATE_VAULT_URL } from '../actions';

// spec §3 "Hub icons exist for" the nine hubs below; spec §8: "A missing hub icon raises an error
// saying no icon was found for the hub with that title. A missing document icon raises a similar
// error." Icon names are keys of the icon definitions (demo/public/images/icons/definitions.json).
// Keyed by the normalised title (`normaliseHubTitle`).
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

// The icon of one of the nine hubs; else throws `No icon found for hub with title "<title>"`, the
// title quoted as server text (ADR-0048). A longer title than any hub's is not normalised (slow
// for a huge one).
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

// spec §3 "Hub item: title, url", as the hubs section shows and caches it. Estate Vault is ours,
// so its title is a translation key; a dashboard's is the server's text.

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
