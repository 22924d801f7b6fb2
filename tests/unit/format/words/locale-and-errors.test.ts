import { describe, expect, it } from 'vitest';
import { currencyToWords, numberToWords } from '../../../../locales/format/words';

describe('locale forms', () => {
  it.each(['en_GB', 'en-GB', 'EN_gb', 'en-gb'])('accepts %s', (locale) => {
    expect(numberToWords(101, locale)).toBe('one hundred and one');
  });

  it.each([
    ['fr-ca', 'vingt et un'],
    ['FR_FR', 'vingt et un'],
    ['de-at', 'einundzwanzig'],
    ['ES_mx', 'veintiuno'],
    ['es-419', 'veintiuno'],
  ])('accepts %s', (locale, words) => {
    expect(numberToWords(21, locale)).toBe(words);
  });

  it('falls back to US English for other languages (spec §1: fallback locale en)', () => {
    expect(numberToWords(101, 'it_IT')).toBe('one hundred one');
    expect(currencyToWords(2, 'pt-BR', 'EUR')).toBe('two euros');
    expect(currencyToWords(2, 'pt-BR', 'CHF')).toBe('two Swiss francs');
  });

  it('falls back to US English for English regions without the British "and"', () => {
    expect(numberToWords(101, 'en_ZA')).toBe('one hundred one');
  });

  it.each(['', 'not a locale', '12', 'e'])('rejects the locale %j', (locale) => {
    expect(() => numberToWords(1, locale)).toThrow(RangeError);
    expect(() => currencyToWords(1, locale, 'USD')).toThrow(/Expected a locale/);
  });

  it('rejects a locale that is not a string', () => {
    expect(() => numberToWords(1, 42 as unknown as string)).toThrow(RangeError);
  });
});

describe('number range (0 … 999,999,999,999)', () => {
  it('accepts both ends and bigints', () => {
    expect(numberToWords(0, 'en_US')).toBe('zero');
    expect(numberToWords(999_999_999_999, 'en_US')).toMatch(/ninety-nine$/);
    expect(numberToWords(21n, 'en_US')).toBe('twenty-one');
    expect(numberToWords(999_999_999_999n, 'de_DE')).toMatch(/neunundneunzig$/);
    expect(numberToWords(-0, 'en_US')).toBe('zero');
  });

  it.each([
    [-1, 'got -1'],
    [1.5, 'got 1.5'],
    [Number.NaN, 'got NaN'],
    [Number.POSITIVE_INFINITY, 'got Infinity'],
    [1_000_000_000_000, 'got 1000000000000'],
    [1_000_000_000_000n, 'got 1000000000000n'],
    [-1n, 'got -1n'],
  ])('rejects %s with a RangeError naming value and range', (value, shown) => {
    expect(() => numberToWords(value, 'en_US')).toThrow(RangeError);
    expect(() => numberToWords(value, 'en_US')).toThrow(shown);
    expect(() => numberToWords(value, 'en_US')).toThrow('from 0 to 999,999,999,999');
  });

  it('starts ordinals at 1', () => {
    expect(numberToWords(1, 'en_US', { ordinal: true })).toBe('first');
    expect(() => numberToWords(0, 'en_US', { ordinal: true })).toThrow(
      'from 1 to 999,999,999,999, got 0',
    );
  });

  it('rejects a value that is not a number', () => {
    expect(() => numberToWords('12' as unknown as number, 'en_US')).toThrow(TypeError);
  });

  it('rejects an unknown gender', () => {
    expect(() => numberToWords(1, 'fr_FR', { gender: 'neuter' as unknown as 'masculine' })).toThrow(
      RangeError,
    );
  });

  it('is cardinal unless ordinal is true (spec §9: number format cardinal)', () => {
    expect(numberToWords(2, 'en_US', {})).toBe('two');
    expect(numberToWords(2, 'en_US', { ordinal: false })).toBe('two');
    expect(numberToWords(2, 'en_US', { ordinal: true })).toBe('second');
  });
});
