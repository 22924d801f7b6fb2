// Our locale names use "_" (en_US, spec §1); Intl wants BCP 47 ("en-US").
export function toLocaleTag(locale: string): string {
  let tag: string | undefined;
  try {
    if (typeof locale === 'string') tag = Intl.getCanonicalLocales(locale.replace(/_/g, '-'))[0];
  } catch {
    // Reported below with the value the caller gave.
  }
  if (!tag) {
    throw new RangeError(
      `Expected a locale such as "en_US" or "fr-CA", got ${JSON.stringify(locale)}`,
    );
  }
  return tag;
}
