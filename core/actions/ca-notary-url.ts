// spec §2: "Notarize, CA: external instant-notary booking link with tenant and sub-id parameters,
// opened in a new tab (link itself not shown)". The default is a stand-in built from those two; a
// host sets the real link with `init({ caNotaryUrl })`, absolute https only (docs/rules.md §2).

export const CA_NOTARY_BOOKING_BASE = 'https://www.instantnotary.ca/book';
export const CA_NOTARY_TENANT = 'quickactions';
export const CA_NOTARY_SUB_ID = 'quick-actions';

export interface CaNotaryParams {
  base?: string;
  tenant?: string;
  subId?: string;
}

export function caNotaryBookingUrl({
  base = CA_NOTARY_BOOKING_BASE,
  tenant = CA_NOTARY_TENANT,
  subId = CA_NOTARY_SUB_ID,
}: CaNotaryParams = {}): string {
  const url = new URL(base);
  url.searchParams.set('tenant', tenant);
  url.searchParams.set('subid', subId);
  return url.href;
}

/** The host's `caNotaryUrl` when it is an absolute https URL, else the default booking link. */
export function resolveCaNotaryUrl(override: unknown): string {
  if (typeof override === 'string' && override.length <= 2048) {
    try {
      const url = new URL(override.trim());
      if (url.protocol === 'https:') return url.href;
    } catch {
      // Not a URL: the default applies.
    }
  }
  return caNotaryBookingUrl();
}
