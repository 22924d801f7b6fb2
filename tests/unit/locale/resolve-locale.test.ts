import { describe, expect, it } from 'vitest';
import { resolveLocale, languageForCountry } from '../../../core/locale';
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

// The host's `locale` option (core/locale.ts): the text and the tag follow it, the
// country and region stay (they decide the sections, actions and targets).
describe('resolveLocale with the host’s locale', () => {
  it.each([
    ['CA', 'QC', 'en_CA', 'en', 'en-CA', ['en_CA', 'en']],
    ['US', '', 'es_MX', 'es', 'es-MX', ['es_MX', 'es', 'en']],
    ['GB', '', 'de_DE', 'de', 'de-DE', ['de_DE', 'de', 'en']],
    ['US', '', 'fr_CA', 'fr', 'fr-CA', ['fr_CA', 'fr', 'en']],
    ['CA', 'QC', 'fr', 'fr', 'fr', ['fr', 'en']],
    ['US', '', 'en', 'en', 'en', ['en']],
  ] as const)('%s/%s with %s', (country, region, chosen, language, tag, chain) => {
    const resolved = resolveLocale({ country, region }, chosen);
    // The legal content's chain is legal-locale.test.ts's.
    expect(resolved).toEqual({
      country,
      region,
      language,
      locale: chosen,
      chain,
      tag,
      legalChain: expect.any(Array),
    });
  });

  it('none chosen is the country’s', () => {
    expect(resolveLocale({ country: 'CA', region: 'QC' }, undefined)).toEqual(
      resolveLocale({ country: 'CA', region: 'QC' }),
    );
  });
});
