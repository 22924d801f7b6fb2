// spec §1: "the first two characters are the country code, any later characters are the region
// code"; what docs/rules.md §1 "Country and region resolution" calls malformed is undefined.

export interface CountryRegion {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Region/province/state code, upper case; '' when absent. */
  region: string;
}

// One '-' or '_' may join them ("CA-QC"): hosts write it both ways. Without `u`, `i` never maps a
// non-ASCII letter to an ASCII one.
const LOC_PATTERN = /^([a-z]{2})[-_]?([a-z\d]{1,3})?$/i;

export function parseLocValue(value: string | null | undefined): CountryRegion | undefined {
  if (!value) return undefined;
  const match = LOC_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return { country: match[1]!.toUpperCase(), region: (match[2] ?? '').toUpperCase() };
}
