import { languageForCountry } from './language-for-country';
import type { CountryRegion } from './parse-loc-value';
import { FALLBACK_LOCALE, isSupportedLocale, type SupportedLocale } from './supported-locales';

// Which bundles the legal content comes from (docs/rules.md §1 "Locales and bundles"). The upsell
// names documents of a country's law (an LLC, a lasting power of attorney, a tenancy agreement),
// so it follows the country, whatever the host's `locale` chose for the rest of the text: in the
// chosen language where a bundle of that language for the country exists (es_US, en_CA, fr_CA),
// else in the country's own locale (spec §1), the one bundle that says what its law calls things.

/** The keys whose text follows the country: the upsell's titles and content. */
export const LEGAL_KEY_PREFIX = 'upsell.';

/** The bundles to read the legal content from, most specific first. */
export function legalChain(
  { country, region }: CountryRegion,
  language: string = languageForCountry(country, region),
): SupportedLocale[] {
  let regional = `${language}_${country}`;
  if (!isSupportedLocale(regional)) {
    language = languageForCountry(country, region);
    regional = `${language}_${country}`;
  }
  const chain = [regional, language, FALLBACK_LOCALE].filter(isSupportedLocale);
  return [...new Set(chain)];
}
