// The popup's actions (spec §2, §5), with the fixed targets; each country's sections are
// core/country-sections.ts.
import { ESIGN_EXPERIMENT_CA, ESIGN_EXPERIMENT_GB } from './experiments/experiment-store';
import { parseUrl } from './url';

// spec §2 "Notarize, CA: external instant-notary booking link with tenant and sub-id parameters":
// a stand-in; hosts set theirs with `caNotaryUrl`, absolute https only (docs/rules.md §2).
export const CA_NOTARY_BOOKING_URL =
  'https://www.instantnotary.ca/book?tenant=quickactions&subid=quick-actions';

/** The host's `caNotaryUrl` when it is an absolute https URL, else the default booking link. */
export function resolveCaNotaryUrl(override: unknown): string {
  if (typeof override !== 'string' || override.length > 2048) return CA_NOTARY_BOOKING_URL;
  const url = parseUrl(override.trim());
  return url?.protocol === 'https:' ? url.href : CA_NOTARY_BOOKING_URL;
}

// spec §5: "For CA and GB [e-sign] is also hidden unless that country's e-sign experiment is on."
export function esignExperimentFor(country: string): string | undefined {
  const key = country.trim().toUpperCase();
  if (key === 'CA') return ESIGN_EXPERIMENT_CA;
  if (key === 'GB') return ESIGN_EXPERIMENT_GB;
  return undefined;
}

// spec §2 "Navigation targets": the fixed destinations of the popup.
/** "View all, or header click in the v2 desktop design". */
export const VIEW_ALL_URL = '/mydocuments/';
/** "My Account row". */
export const MY_ACCOUNT_URL = '/MyAccount/';
/** "Document click with an invalid session". */
export const SIGN_IN_URL = '/signin/';
/** "Hub links: ... plus /EstateDashboard/ (Estate Vault)"; also an upsell target. */
export const ESTATE_VAULT_URL = '/EstateDashboard/';
/** "Create new document (all countries)". */
export const CREATE_DOCUMENT_URL = '/contracts/groups/?via=create';
/** "Sign documents: /esign/ with utm_source=QuickActions, utm_medium=StarteSign, utm_campaign=EsignSourcesCampaign". */
export const ESIGN_URL =
  '/esign/?utm_source=QuickActions&utm_medium=StarteSign&utm_campaign=EsignSourcesCampaign';
/** "Notarize, US and other countries". */
export const NOTARIZE_URL = '/online-notary/?notary_source=QUICK_ACTIONS';

// spec §2 "Navigation targets" and "Labels", spec §5: Create; Sign "placed second in the list"
// unless hidden; Notarize, CA's booking link in a new tab, none in GB.
export type ActionId = 'create' | 'sign' | 'notarize';

export interface Action {
  id: ActionId;
  /** Translation key of the full label, e.g. "Create New Document". */
  labelKey: string;
  /** Translation key of the mobile label, e.g. "New". */
  shortLabelKey: string;
  href: string;
  newTab: boolean;
  /** An icon name of the icon definitions. */
  icon: string;
}

export interface QuickActionsInput {
  country: string;
  region: string;
  /** Whether this country's e-sign experiment is on (only read for CA and GB). */
  esignExperimentOn: boolean;
  /** From the host config (`readHostConfig`): upper-case region codes. */
  unsupportedEsignRegions: readonly string[];
  /** The host's `init({ caNotaryUrl })`, if any. */
  caNotaryUrl?: unknown;
}

function action(
  id: ActionId,
  labelKey: string,
  icon: string,
  href: string,
  newTab = false,
): Action {
  return { id, labelKey, shortLabelKey: `${labelKey}Short`, href, newTab, icon };
}

function showsEsign(input: QuickActionsInput, country: string): boolean {
  const region = input.region.trim().toUpperCase();
  const unsupported =
    region !== '' &&
    input.unsupportedEsignRegions.some((code) => code.trim().toUpperCase() === region);
  if (unsupported) return false;
  return country === 'CA' || country === 'GB' ? input.esignExperimentOn : true;
}

export function quickActionsFor(input: QuickActionsInput): Action[] {
  const country = input.country.trim().toUpperCase();
  const actions = [action('create', 'createNewDocument', 'create-document', CREATE_DOCUMENT_URL)];
  if (showsEsign(input, country)) actions.push(action('sign', 'signDocuments', 'sign', ESIGN_URL));
  const notarize = (href: string, newTab?: boolean) =>
    action('notarize', 'notarizeDocuments', 'notarize', href, newTab);
  if (country === 'CA') actions.push(notarize(resolveCaNotaryUrl(input.caNotaryUrl), true));
  else if (country !== 'GB') actions.push(notarize(NOTARIZE_URL));
  return actions;
}
