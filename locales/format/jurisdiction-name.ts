// spec §1 "jurisdiction names": "Ontario, Canada", and in French, as Québec usage writes places,
// "Ontario (Canada)" (docs/rules.md §1). spec §8: missing names are their codes.
import type { Messages } from '../messages';
import { countryName } from './country-name';
import { toLocaleTag } from './locale-tag';
import { regionName } from './region-name';

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
