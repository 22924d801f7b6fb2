// dist/format.js: numberToWords(value, locale, { ordinal } = {}) for 0 … 999,999,999,999.
import { resolveWordsLocale } from './resolve-words-locale';
import { MAX_WORDS_VALUE } from './scaffold';
import type { Gender, NumberToWordsOptions } from './types';

/** Parses a whole number in min … 999,999,999,999, or throws a RangeError naming value and range. */
function toWholeNumber(value: unknown, min: number, what: string): number {
  if (typeof value !== 'number' && typeof value !== 'bigint') {
    throw new TypeError(`${what} must be a number or a bigint, got ${typeof value}`);
  }
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > MAX_WORDS_VALUE) {
    const shown = typeof value === 'bigint' ? `${value}n` : String(value);
    throw new RangeError(`${what} must be an integer from ${min} to 999,999,999,999, got ${shown}`);
  }
  return n === 0 ? 0 : n; // no "-0"
}

function toGender(gender: unknown): Gender {
  if (gender === undefined || gender === 'masculine' || gender === 'feminine') {
    return gender ?? 'masculine';
  }
  throw new RangeError(`gender must be "masculine" or "feminine", got ${String(gender)}`);
}

/**
 * The number in words, cardinal by default (spec §1, §9 "number format cardinal"):
 * numberToWords(21, 'fr_CA') → "vingt et un"; numberToWords(21, 'en_US', { ordinal: true })
 * → "twenty-first". Ordinals start at 1. Unknown languages fall back to English (spec §1).
 */
export function numberToWords(
  value: number | bigint,
  locale: string,
  options: NumberToWordsOptions = {},
): string {
  const ordinal = options?.ordinal === true;
  const n = toWholeNumber(value, ordinal ? 1 : 0, ordinal ? 'An ordinal' : 'A number in words');
  const gender = toGender(options?.gender);
  const { speller } = resolveWordsLocale(locale);
  return ordinal ? speller.ordinal(n, gender) : speller.cardinal(n, gender);
}
