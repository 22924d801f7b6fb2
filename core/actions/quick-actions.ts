// spec §2 "Navigation targets" and "Labels", spec §5 e-sign rules: the popup's action rows. Create
// everywhere; Sign "placed second in the list", hidden for a region in unsupportedEsignRegions and,
// in CA and GB, unless that country's e-sign experiment is on; Notarize, CA's the external booking
// link in a new tab, none in GB.
import { resolveCaNotaryUrl } from './ca-notary-url';
import { CREATE_DOCUMENT_URL, ESIGN_URL, NOTARIZE_URL } from './targets';

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
  /** From the host config (host-config.ts): upper-case region codes. */
  unsupportedEsignRegions: readonly string[];
  /** The host's `init({ caNotaryUrl })`, if any. */
  caNotaryUrl?: unknown;
}

const CREATE: Action = {
  id: 'create',
  labelKey: 'createNewDocument',
  shortLabelKey: 'createNewDocumentShort',
  href: CREATE_DOCUMENT_URL,
  newTab: false,
  icon: 'create-document',
};

const SIGN: Action = {
  id: 'sign',
  labelKey: 'signDocuments',
  shortLabelKey: 'signDocumentsShort',
  href: ESIGN_URL,
  newTab: false,
  icon: 'sign',
};

function notarize(href: string, newTab: boolean): Action {
  return {
    id: 'notarize',
    labelKey: 'notarizeDocuments',
    shortLabelKey: 'notarizeDocumentsShort',
    href,
    newTab,
    icon: 'notarize',
  };
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
  const actions: Action[] = [{ ...CREATE }];
  if (showsEsign(input, country)) actions.push({ ...SIGN });
  if (country === 'CA') actions.push(notarize(resolveCaNotaryUrl(input.caNotaryUrl), true));
  else if (country !== 'GB') actions.push(notarize(NOTARIZE_URL, false));
  return actions;
}
