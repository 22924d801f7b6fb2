// Test cases grouped by locale: each locale is written once, above what it makes of each key,
// instead of once per row of a table.

/** What each locale (or language) makes of each key: { fr_CA: { US: 'États-Unis' } }. */
export type ByLocale<T> = Readonly<Record<string, Readonly<Record<string, T>>>>;

/** The rows for it.each: [locale, key, value], in the order written. */
export function byLocale<T>(cases: ByLocale<T>): [locale: string, key: string, value: T][] {
  return Object.entries(cases).flatMap(([locale, values]) =>
    Object.entries(values).map(([key, value]): [string, string, T] => [locale, key, value]),
  );
}

/**
 * A place written 'US' (a country) or 'CA-QC' (an ISO 3166-2 country-region code) as the
 * [country, region] that locale code takes; the region is '' for a country alone.
 */
export function place(code: string): [country: string, region: string] {
  const dash = code.indexOf('-');
  return dash < 0 ? [code, ''] : [code.slice(0, dash), code.slice(dash + 1)];
}
