import { describe, expect, it } from 'vitest';
import { formatDate } from '../../../locales/format';
import { translate } from '../../../locales/translate';
import { bundleFileNames, readMessages } from './read-bundles';

const UTC = { timeZone: 'UTC' };
const JAN_5 = '2024-01-05T12:00:00Z';

// spec §1: dates per locale via Intl.DateTimeFormat; medium is the default format.
const NAMED: Record<string, { medium: string; long: string; short: string }> = {
  en_US: { medium: 'Jan 5, 2024', long: 'January 5, 2024', short: '1/5/24' },
  en_GB: { medium: '5 Jan 2024', long: '5 January 2024', short: '05/01/2024' },
  en_CA: { medium: 'Jan 5, 2024', long: 'January 5, 2024', short: '2024-01-05' },
  fr_FR: { medium: '5 janv. 2024', long: '5 janvier 2024', short: '05/01/2024' },
  fr_CA: { medium: '5 janv. 2024', long: '5 janvier 2024', short: '2024-01-05' },
  es_ES: { medium: '5 ene 2024', long: '5 de enero de 2024', short: '5/1/24' },
  es_MX: { medium: '5 ene 2024', long: '5 de enero de 2024', short: '05/01/24' },
  de_DE: { medium: '05.01.2024', long: '5. Januar 2024', short: '05.01.24' },
  // Austrian German: "Jänner" (CLDR de-AT), not "Januar".
  de_AT: { medium: '05.01.2024', long: '5. Jänner 2024', short: '05.01.24' },
};

describe('formatDate named formats', () => {
  it.each(Object.entries(NAMED))('%s: %j', (locale, { medium, long, short }) => {
    expect(formatDate(JAN_5, locale, undefined, UTC)).toBe(medium);
    expect(formatDate(JAN_5, locale, 'default', UTC)).toBe(medium);
    expect(formatDate(JAN_5, locale, 'long', UTC)).toBe(long);
    expect(formatDate(JAN_5, locale, 'short', UTC)).toBe(short);
  });

  it('accepts a Date, a timestamp and an ISO string alike', () => {
    const date = new Date(JAN_5);
    expect(formatDate(date, 'en_US', 'long', UTC)).toBe('January 5, 2024');
    expect(formatDate(date.getTime(), 'en_US', 'long', UTC)).toBe('January 5, 2024');
  });

  it('formats in the time zone asked for', () => {
    expect(
      formatDate('2024-01-05T02:00:00Z', 'en_US', 'long', { timeZone: 'America/New_York' }),
    ).toBe('January 4, 2024');
  });

  it.each(['not a date', Number.NaN, new Date('x'), {} as never])('rejects %j', (input) => {
    expect(() => formatDate(input, 'en_US')).toThrow(/valid date/);
  });
});

describe('formatDate custom formats (spec §5)', () => {
  const messages = {
    'dateFormat.monthYear': 'month:long year:numeric',
    'dateFormat.legal': 'UNSUPPORTED',
    'dateFormat.broken': 'month:huge',
  };
  const t = (key: string) => translate(messages, key);

  it('reads a custom format from the translations', () => {
    expect(formatDate(JAN_5, 'de_AT', 'monthYear', { ...UTC, translate: t })).toBe('Jänner 2024');
    expect(formatDate(JAN_5, 'es_MX', 'monthYear', { ...UTC, translate: t })).toBe('enero de 2024');
  });

  it('falls back to the default format when the translation is UNSUPPORTED', () => {
    expect(formatDate(JAN_5, 'en_US', 'legal', { ...UTC, translate: t })).toBe('Jan 5, 2024');
    expect(formatDate(JAN_5, 'de_DE', 'legal', { ...UTC, translate: t })).toBe('05.01.2024');
  });

  it('falls back to the default format when the format is missing or unreadable', () => {
    expect(formatDate(JAN_5, 'en_US', 'nowhere', { ...UTC, translate: t })).toBe('Jan 5, 2024');
    expect(formatDate(JAN_5, 'en_US', 'broken', { ...UTC, translate: t })).toBe('Jan 5, 2024');
    expect(formatDate(JAN_5, 'en_US', 'monthYear', UTC)).toBe('Jan 5, 2024');
  });

  it('uses the bundles\u2019 own custom formats', () => {
    const fr = readMessages('fr');
    const full = formatDate(JAN_5, 'fr_FR', 'full', { ...UTC, translate: (key) => fr[key] });
    expect(full).toBe('vendredi 5 janvier 2024');
    const de = readMessages('de');
    const monthYear = formatDate(JAN_5, 'de_AT', 'monthYear', {
      ...UTC,
      translate: (key) => de[key],
    });
    expect(monthYear).toBe('Jänner 2024');
  });
});

// French writes the first of the month as an ordinal, "1er", wherever the month is a word; a
// numeric date keeps its digits, and no other day takes the ordinal.
describe('formatDate: French "1er" for the first of the month', () => {
  const FRENCH = ['fr', 'fr_CA', 'fr_FR'];
  const fr = readMessages('fr');
  const full = { translate: (key: string) => fr[key] };

  it.each(FRENCH)('%s: the first of January in every form with a month name', (locale) => {
    expect(formatDate('2024-01-01', locale, 'long')).toBe('1er janvier 2024');
    expect(formatDate('2024-01-01', locale)).toBe('1er janv. 2024');
    expect(formatDate('2024-01-01', locale, 'default')).toBe('1er janv. 2024');
    expect(formatDate('2024-01-01', locale, 'full', full)).toBe('lundi 1er janvier 2024');
    expect(formatDate('2024-03-01T12:00:00Z', locale, 'long', UTC)).toBe('1er mars 2024');
  });

  it.each(FRENCH)('%s: "Modifié le {date}" (lastModified) reads "1er"', (locale) => {
    const messages = { ...fr, ...readMessages(locale) };
    const date = formatDate('2024-01-01', locale, 'long');
    expect(translate(messages, 'lastModified', { date })).toBe('Modifié le 1er janvier 2024');
  });

  it.each([
    ['fr', '01/01/2024'],
    ['fr_FR', '01/01/2024'],
    ['fr_CA', '2024-01-01'],
  ])('%s: a numeric date keeps its digits (%s)', (locale, short) => {
    expect(formatDate('2024-01-01', locale, 'short')).toBe(short);
  });

  it.each(['2024-01-02', '2024-01-11', '2024-01-21', '2024-01-31'])(
    'only the first takes the ordinal: %s',
    (date) => {
      expect(formatDate(date, 'fr_FR', 'long')).toBe(`${Number(date.slice(8))} janvier 2024`);
    },
  );

  it.each([
    ['en_GB', '1 January 2024'],
    ['es_ES', '1 de enero de 2024'],
    ['de_DE', '1. Januar 2024'],
  ])('%s keeps its own first of the month (%s)', (locale, text) => {
    expect(formatDate('2024-01-01', locale, 'long')).toBe(text);
  });
});

// A year-month ("2024-05") names a month and a year ("2024") a year: each shows only the fields
// it has, in every language, never a first of the month that Date invents (docs/rules.md §1).
describe('formatDate: a year-month shows the month, a year the year', () => {
  const MONTHS: Record<string, { default: string; long: string; short: string }> = {
    en_US: { default: 'May 2024', long: 'May 2024', short: '05/2024' },
    en_GB: { default: 'May 2024', long: 'May 2024', short: '05/2024' },
    en_CA: { default: 'May 2024', long: 'May 2024', short: '2024-05' },
    fr_FR: { default: 'mai 2024', long: 'mai 2024', short: '05/2024' },
    fr_CA: { default: 'mai 2024', long: 'mai 2024', short: '2024-05' },
    es_ES: { default: 'may 2024', long: 'mayo de 2024', short: '5/2024' },
    es_MX: { default: 'may 2024', long: 'mayo de 2024', short: '05/2024' },
    de_DE: { default: 'Mai 2024', long: 'Mai 2024', short: '05/2024' },
    de_AT: { default: 'Mai 2024', long: 'Mai 2024', short: '05/2024' },
  };

  it.each(Object.entries(MONTHS))('%s: 2024-05 → %j', (locale, forms) => {
    expect(formatDate('2024-05', locale)).toBe(forms.default);
    expect(formatDate('2024-05', locale, 'long')).toBe(forms.long);
    expect(formatDate('2024-05', locale, 'short')).toBe(forms.short);
  });

  it('no first of the month in French, German "Jänner" in Austria', () => {
    expect(formatDate('2024-01', 'fr_FR', 'long')).toBe('janvier 2024');
    expect(formatDate('2024-01', 'de_AT', 'long')).toBe('Jänner 2024');
  });

  it.each(bundleFileNames())('%s: a year-month or a year invents no day', (locale) => {
    const month = new Intl.DateTimeFormat(locale.replace('_', '-'), { month: 'long' });
    const may = month.format(new Date('2024-05-15T12:00:00Z'));
    expect(formatDate('2024-05', locale, 'long')).toContain(may);
    for (const format of ['default', 'long', 'short']) {
      expect(formatDate('2024-05', locale, format), format).not.toMatch(/\b0?1\b|1er/);
      expect(formatDate('2024', locale, format), format).toBe('2024');
    }
  });

  it('a custom format keeps only the fields the value has', () => {
    const messages = {
      ...readMessages('fr'),
      'dateFormat.weekday': 'weekday:long',
      'dateFormat.dayMonth': 'day:numeric month:long',
    };
    const t = { translate: (key: string) => translate(messages, key) };
    expect(formatDate('2024-05', 'fr_FR', 'full', t)).toBe('mai 2024');
    expect(formatDate('2024-05', 'fr_FR', 'monthYear', t)).toBe('mai 2024');
    expect(formatDate('2024-05', 'fr_FR', 'dayMonth', t)).toBe('mai');
    expect(formatDate('2024-05', 'fr_FR', 'weekday', t)).toBe('mai 2024');
    expect(formatDate('2024', 'fr_FR', 'full', t)).toBe('2024');
  });

  it.each(['2024-13', '2024-00'])('rejects the impossible month %s', (date) => {
    expect(() => formatDate(date, 'en_US')).toThrow(/valid date/);
  });
});
