// spec §1: "the first two characters are the country code, any later characters
// are the region code". Values that do not look like that are malformed and the
// caller falls through to the next source (docs/rules.md §1 "Country and region resolution").

export interface CountryRegion {
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** Region/province/state code, upper case; '' when absent. */
  region: string;
}

// Two letters, then an optional region of 1–3 letters/digits. A single '-' or '_'
// between them is tolerated ("CA-QC") because hosts write it both ways; anything
// else (spaces, longer regions, digits in the country) is malformed.
// Without `u`, `i` never maps a non-ASCII letter to an ASCII one: the letters are A-Z either case.
const LOC_PATTERN = /^([a-z]{2})[-_]?([a-z\d]{1,3})?$/i;

export function parseLocValue(value: string | null | undefined): CountryRegion | undefined {
  if (!value) return undefined;
  const match = LOC_PATTERN.exec(value.trim());
  if (!match) return undefined;
  return { country: match[1]!.toUpperCase(), region: (match[2] ?? '').toUpperCase() };
}
