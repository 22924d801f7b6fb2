import { languageForCountry, type Language } from './language-for-country';
import { legalChain } from './legal-locale';
import type { CountryRegion } from './parse-loc-value';
import { FALLBACK_LOCALE, isSupportedLocale, type SupportedLocale } from './supported-locales';

export interface ResolvedLocale extends CountryRegion {
  language: Language;
  /** The bundle to load first, e.g. en_US, fr_CA, or a bare language. */
  locale: SupportedLocale;
  /** Bundles to try in order: locale → language → en (spec §1 fallback en). */
  chain: SupportedLocale[];
  /** BCP 47 tag for `lang` attributes and Intl, e.g. en-US. */
  tag: string;
  /** Bundles the legal content (the upsell) is read from: the country's (legal-locale.ts). */
  legalChain: SupportedLocale[];
}

// spec §1: the language by country, then its regional bundle if there is one, else the language's.
// The host's `locale` option (locale-option.ts), when given, replaces both; the country and
// region stay, as they decide the sections, actions and targets.
export function resolveLocale(
  { country, region }: CountryRegion,
  chosen?: SupportedLocale,
): ResolvedLocale {
  let language = languageForCountry(country, region);
  const regional = `${language}_${country}`;
  let locale: SupportedLocale = isSupportedLocale(regional) ? regional : language;
  if (chosen) language = (locale = chosen).slice(0, 2) as Language;
  const chain = [...new Set<SupportedLocale>([locale, language, FALLBACK_LOCALE])];
  return {
    country,
    region,
    language,
    locale,
    chain,
    tag: locale.replace('_', '-'),
    legalChain: legalChain({ country, region }, language),
  };
}
