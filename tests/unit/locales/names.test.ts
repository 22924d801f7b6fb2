import { describe, expect, it } from 'vitest';
import { countryName, jurisdictionName, regionName } from '../../../locales/format';
import { readMessages } from './read-bundles';
import { byLocale, place } from '../support/locale-cases';

const bundle = (language: string) => readMessages(language);

// spec §1: country names via Intl.DisplayNames, in each language.
const COUNTRIES = byLocale({
  en_US: { CA: 'Canada' },
  en_GB: { us: 'United States' },
  fr_CA: { US: 'États-Unis' },
  fr_FR: { GB: 'Royaume-Uni' },
  es_MX: { CA: 'Canadá' },
  es_ES: { DE: 'Alemania' },
  de_DE: { AT: 'Österreich' },
  de_AT: { MX: 'Mexiko' },
});

describe('countryName', () => {
  it.each(COUNTRIES)('%s %s → %s', (locale, code, name) => {
    expect(countryName(code, locale)).toBe(name);
  });

  it.each(['QQ', 'USA', '12', ''])('gives an unknown country %j its code (spec §8)', (code) => {
    expect(countryName(code, 'en_US')).toBe(code);
  });

  it('rejects a locale that is not one', () => {
    expect(() => countryName('US', '!!')).toThrow(/Expected a locale/);
  });
});

// Keyed by ISO 3166-2 code: country-region.
const REGIONS = byLocale({
  en: {
    'US-NY': 'New York',
    'CA-QC': 'Quebec',
    'GB-WLS': 'Wales',
  },
  fr: {
    'CA-QC': 'Québec',
    'CA-NL': 'Terre-Neuve-et-Labrador',
    'US-LA': 'Louisiane',
  },
  es: {
    'MX-CMX': 'Ciudad de México',
    'ES-CT': 'Cataluña',
    'US-PA': 'Pensilvania',
  },
  de: {
    'DE-NW': 'Nordrhein-Westfalen',
    'AT-3': 'Niederösterreich',
    'GB-SCT': 'Schottland',
  },
});

describe('regionName', () => {
  it.each(REGIONS)('%s %s → %s', (language, code, name) => {
    const [country, region] = place(code);
    expect(regionName(country, region, language, bundle(language))).toBe(name);
  });

  it('reads lower-case codes too', () => {
    expect(regionName('ca', 'on', 'en', bundle('en'))).toBe('Ontario');
  });

  it('gives a missing region its code (spec §8)', () => {
    expect(regionName('US', 'ZZ', 'en', bundle('en'))).toBe('ZZ');
    expect(regionName('FR', 'IDF', 'fr', bundle('fr'))).toBe('IDF');
    expect(regionName('US', 'CA', 'en', {})).toBe('CA');
  });
});

describe('jurisdictionName', () => {
  const JURISDICTIONS = byLocale({
    en_CA: { 'CA-ON': 'Ontario, Canada' },
    en_US: { 'US-CA': 'California, United States' },
    fr_CA: { 'CA-ON': 'Ontario (Canada)', 'US-NY': 'État de New York (États-Unis)' },
    es_MX: { 'MX-NLE': 'Nuevo León, México' },
    es_ES: { 'ES-PV': 'País Vasco, España' },
    de_DE: { 'DE-BY': 'Bayern, Deutschland' },
    de_AT: { 'AT-9': 'Wien, Österreich' },
  });

  it.each(JURISDICTIONS)('%s %s → %s', (locale, code, name) => {
    const [country, region] = place(code);
    expect(jurisdictionName(country, region, locale, bundle(locale.slice(0, 2)))).toBe(name);
  });

  it('is the country alone without a region', () => {
    expect(jurisdictionName('GB', '', 'en_GB', bundle('en'))).toBe('United Kingdom');
  });

  it('falls back to codes for what it cannot name (spec §8)', () => {
    expect(jurisdictionName('US', 'ZZ', 'en_US', bundle('en'))).toBe('ZZ, United States');
    expect(jurisdictionName('QQ', 'ZZ', 'fr_CA', bundle('fr'))).toBe('ZZ (QQ)');
  });
});
