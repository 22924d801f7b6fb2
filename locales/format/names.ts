// spec §1 country, region and jurisdiction names; spec §8 "Missing translations for countries or
// regions return the code".
import type { Messages } from '../../types/format';
import { toLocaleTag } from './locale-tag';

/** Intl.DisplayNames' name of a two-letter country code. */
export function countryName(country: string, locale: string): string {
  const tag = toLocaleTag(locale);
  const code = String(country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' }).of(code) ?? code;
}

/**
 * From the bundles (`region.<country>.<code>`), as Intl has none. `_locale` is unused: every name
 * helper takes (country, region, locale).
 */
export function regionName(
  country: string,
  region: string,
  _locale: string,
  messages: Messages,
): string {
  const code = String(region).toUpperCase();
  const key = `region.${String(country).toUpperCase()}.${code}`;
  return (Object.hasOwn(messages, key) && messages[key]) || code;
}

/** "Ontario, Canada", and in French, as Québec usage writes places, "Ontario (Canada)". */
export function jurisdictionName(
  country: string,
  region: string,
  locale: string,
  messages: Messages,
): string {
  const countryLabel = countryName(country, locale);
  if (!region) return countryLabel;
  const regionLabel = regionName(country, region, locale, messages);
  return new Intl.Locale(toLocaleTag(locale)).language === 'fr'
    ? `${regionLabel} (${countryLabel})`
    : `${regionLabel}, ${countryLabel}`;
}
