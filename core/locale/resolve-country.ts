import { countryFromHost } from './country-from-host';
import { parseLocValue, type CountryRegion } from './parse-loc-value';
import { readCookie } from '../cookie';

/** The parts of `window.location` the rule reads. */
export interface PageLocation {
  /** With or without the leading '?'. */
  search: string;
  hostname: string;
}

// spec §9 "Defaults: country US".
const DEFAULT_COUNTRY = 'US';

// spec §1: `loc`, then cookie `L`, then the host suffix, then US; a malformed value falls through.
export function resolveCountry(location: PageLocation, cookieString: string): CountryRegion {
  return (
    parseLocValue(new URLSearchParams(location.search).get('loc')) ||
    parseLocValue(readCookie(cookieString, 'L')) || {
      country: countryFromHost(location.hostname) ?? DEFAULT_COUNTRY,
      region: '',
    }
  );
}
