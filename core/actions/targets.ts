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
