import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../../core/locale/resolve-locale';
import { languageForCountry } from '../../../core/locale/language-for-country';
import { place } from '../support/locale-cases';

// The spec §1 table: each place's language, a place being a country or a country-region.
const LANGUAGES: Record<string, string> = {
  MX: 'es',
  ES: 'es',
  AR: 'es',
  CL: 'es',
  DE: 'de',
  AT: 'de',
  FR: 'fr',
  'CA-QC': 'fr',
  'CA-ON': 'en',
  CA: 'en',
  'US-QC': 'en',
  GB: 'en',
  JP: 'en',
};

describe('languageForCountry (spec §1 table)', () => {
  it.each(Object.entries(LANGUAGES))('%s → %s', (where, language) => {
    expect(languageForCountry(...place(where))).toBe(language);
  });
});

describe('resolveLocale', () => {
  it.each([
    ['US', '', 'en_US', 'en-US', ['en_US', 'en']],
    ['CA', 'QC', 'fr_CA', 'fr-CA', ['fr_CA', 'fr', 'en']],
    ['CA', 'ON', 'en_CA', 'en-CA', ['en_CA', 'en']],
    ['GB', '', 'en_GB', 'en-GB', ['en_GB', 'en']],
    ['AT', '', 'de_AT', 'de-AT', ['de_AT', 'de', 'en']],
    ['MX', '', 'es_MX', 'es-MX', ['es_MX', 'es', 'en']],
    ['FR', '', 'fr_FR', 'fr-FR', ['fr_FR', 'fr', 'en']],
    ['JP', '', 'en', 'en', ['en']],
  ])('%s/%s → %s', (country, region, locale, tag, chain) => {
    const resolved = resolveLocale({ country, region });
    expect(resolved.locale).toBe(locale);
    expect(resolved.tag).toBe(tag);
    expect(resolved.chain).toEqual(chain);
  });
});
