import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyToWords, numberToWords } from '../../../../locales/format/words';
import { parseWords } from './parse-words';

const LOCALES = [
  ['en_US', 'en'],
  ['en_GB', 'en'],
  ['fr_CA', 'fr'],
  ['fr_FR', 'fr'],
  ['es_MX', 'es'],
  ['es_ES', 'es'],
  ['de_DE', 'de'],
  ['de_AT', 'de'],
] as const;
const ORDINAL_ENDINGS = { en: /(st|nd|rd|th)$/, fr: /(ième|premier)$/, es: /o$/, de: /te$/ };
const anyNumber = fc.integer({ min: 0, max: 999_999_999_999 });
// Small numbers are where the irregular words live: weight them in.
const numbers = fc.oneof(fc.integer({ min: 0, max: 2_000 }), anyNumber);
const wellFormed = /^\S+( \S+)*$/;

describe.each(LOCALES)('every integer in range, %s', (locale, language) => {
  it('spells a cardinal that reads back as the same number', () => {
    fc.assert(
      fc.property(numbers, (n) => {
        const words = numberToWords(n, locale);
        expect(words).toMatch(wellFormed);
        expect(parseWords(words, language)).toBe(n);
      }),
    );
  });

  it('spells an ordinal that differs from the cardinal', () => {
    fc.assert(
      fc.property(
        numbers.filter((n) => n > 0),
        (n) => {
          const words = numberToWords(n, locale, { ordinal: true });
          expect(words).toMatch(wellFormed);
          expect(words).toMatch(ORDINAL_ENDINGS[language]);
          expect(words).not.toBe(numberToWords(n, locale));
        },
      ),
    );
  });

  it('spells any EUR amount in cents without throwing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_999_999 }), (cents) => {
        const words = currencyToWords(cents / 100, locale, 'EUR');
        expect(words).toMatch(wellFormed);
        expect(words).not.toMatch(/undefined|NaN/);
      }),
    );
  });
});
