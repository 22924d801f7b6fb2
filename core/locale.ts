// Country and language (spec §1): the country from `loc`, the cookie or the host; its language;
// the supported locales, the legal chain and the host's `locale` option (docs/rules.md §1).
import { readCookie } from './cookie';

// spec §1 step 3: the host suffix decides when neither `loc` nor cookie `L` does; any case, and one
// trailing dot. `u` makes `i` match as lower-casing would (the Kelvin sign folds to `k`).
export function countryFromHost(hostname: string): string | undefined {
  return /\.co\.uk\.?$/iu.test(hostname) ? 'GB' : /\.ca\.?$/iu.test(hostname) ? 'CA' : undefined;
}

// spec §1 "Language by country".
export type Language = 'en' | 'fr' | 'es' | 'de';

export function languageForCountry(country: string, region = ''): Language {
  if (['MX', 'ES', 'AR', 'CL'].includes(country)) return 'es';
  if (country === 'DE' || country === 'AT') return 'de';
  if (country === 'FR' || (country === 'CA' && region === 'QC')) return 'fr';
  return 'en';
}

// spec §1: "the first two characters are the country code, any later characters are the region
// code"; what docs/rules.md §1 calls malformed is undefined.
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
  const match = value ? LOC_PATTERN.exec(value.trim()) : null;
  return match
    ? { country: match[1]!.toUpperCase(), region: (match[2] ?? '').toUpperCase() }
    : undefined;
}

// spec §1's bundles, written out: a list computed at load is code loader.js could not drop.
export const SUPPORTED_LOCALES = [
  'de',
  'de_AT',
  'de_DE',
  'en',
  'en_AU',
  'en_CA',
  'en_GB',
  'en_IE',
  'en_IN',
  'en_NG',
  'en_NZ',
  'en_SG',
  'en_US',
  'es',
  'es_AR',
  'es_CL',
  'es_ES',
  'es_MX',
  'es_US',
  'fr',
  'fr_CA',
  'fr_FR',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

// The fallback (the default, en_US, is US's locale: ADR-0043).
export const FALLBACK_LOCALE: SupportedLocale = 'en';

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** The keys whose text follows the country: the upsell's titles and content. */
export const LEGAL_KEY_PREFIX = 'upsell.';

// The legal content's bundles, most specific first: it follows the country, in the chosen language
// where it has the country's bundle (es_US), else the country's own (docs/rules.md §1).
export function legalChain(
  { country, region }: CountryRegion,
  language: string = languageForCountry(country, region),
): SupportedLocale[] {
  let regional = `${language}_${country}`;
  if (!isSupportedLocale(regional)) {
    language = languageForCountry(country, region);
    regional = `${language}_${country}`;
  }
  return [...new Set([regional, language, FALLBACK_LOCALE].filter(isSupportedLocale))];
}

// The host's `locale` option (docs/rules.md §1): `fr_CA` or `fr-CA`, any case; it chooses the text
// and `lang` only. As a `lang` tag for the facade: any of the four languages, alone or with a
// country (`fr_BE` too, which the widget reports), cheaper than the list.
export function localeOptionTag(value: unknown): string | undefined {
  const match = typeof value === 'string' && /^(de|en|es|fr)(?:[-_]([a-z]{2}))?$/i.exec(value);
  return match
    ? match[1]!.toLowerCase() + (match[2] ? `-${match[2].toUpperCase()}` : '')
    : undefined;
}

/** The supported locale the host chose, or undefined: none given, or one that is not supported. */
export function parseLocaleOption(value: unknown): SupportedLocale | undefined {
  const locale = localeOptionTag(value)?.replace('-', '_') ?? '';
  return isSupportedLocale(locale) ? locale : undefined;
}

/** Why `value` is ignored, or undefined: none given (undefined or null), or supported. */
export function localeOptionError(value: unknown): Error | undefined {
  if (value == null || parseLocaleOption(value)) return undefined;
  const given = typeof value === 'string' ? `'${value}'` : `a ${typeof value}`;
  return new TypeError(
    `QuickActions locale ${given} is not supported; the country's locale is used. ` +
      `Give one of ${SUPPORTED_LOCALES.join(', ')} (or its tag, e.g. fr-CA)`,
  );
}

// spec §1: `loc`, then cookie `L`, then the host suffix, then US (spec §9 "Defaults"); a
// malformed value falls through. `search` may start with '?' or not.
export function resolveCountry(
  location: { search: string; hostname: string },
  cookieString: string,
): CountryRegion {
  return (
    parseLocValue(new URLSearchParams(location.search).get('loc')) ||
    parseLocValue(readCookie(cookieString, 'L')) || {
      country: countryFromHost(location.hostname) ?? 'US',
      region: '',
    }
  );
}

export interface ResolvedLocale extends CountryRegion {
  language: Language;
  /** The bundle to load first, e.g. en_US, fr_CA, or a bare language. */
  locale: SupportedLocale;
  /** Bundles to try in order: locale → language → en (spec §1 fallback en). */
  chain: SupportedLocale[];
  /** BCP 47 tag for `lang` attributes and Intl, e.g. en-US. */
  tag: string;
  /** Bundles the legal content (the upsell) is read from: the country's (`legalChain`). */
  legalChain: SupportedLocale[];
}

// spec §1: the language by country, its regional bundle if any; a chosen `locale` replaces both,
// while the country still decides sections, actions and targets.
export function resolveLocale(
  { country, region }: CountryRegion,
  chosen?: SupportedLocale,
): ResolvedLocale {
  let language = languageForCountry(country, region);
  const regional = `${language}_${country}`;
  let locale: SupportedLocale = isSupportedLocale(regional) ? regional : language;
  if (chosen) language = (locale = chosen).slice(0, 2) as Language;
  return {
    country,
    region,
    language,
    locale,
    chain: [...new Set<SupportedLocale>([locale, language, FALLBACK_LOCALE])],
    tag: locale.replace('_', '-'),
    legalChain: legalChain({ country, region }, language),
  };
}
