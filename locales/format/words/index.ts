// Numbers and amounts in words for en, fr, es, de (spec §1, §9; shipped in dist/format.js), as
// docs/numbers-in-words.md says.
import type { NumberToWordsOptions } from '../../../types/format';
import { toLocaleTag } from '../locale-tag';
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { spanish } from './spanish';
import {
  MAX_WORDS_VALUE,
  noun,
  type CurrencyFamily,
  type Gender,
  type Noun,
  type Speller,
} from './speller';

/** English with the British "and" (en_CA too). */
const AND_REGIONS = new Set(['GB', 'AU', 'CA', 'IE', 'IN', 'NG', 'NZ', 'SG']);

/** The speller for "en_GB", "fr-CA" or "DE_at" (any separator, any case), and the BCP 47 tag. */
function resolveWordsLocale(locale: string): { speller: Speller; tag: string } {
  const tag = toLocaleTag(locale);
  const { language, region } = new Intl.Locale(tag);
  if (language === 'fr') return { speller: french, tag };
  if (language === 'es') return { speller: spanish, tag };
  if (language === 'de') return { speller: german, tag };
  if (language === 'en') return { speller: english(AND_REGIONS.has(region ?? '')), tag };
  // Spec §1: "the fallback locale is en", US English as the default is en_US.
  return { speller: english(false), tag: 'en' };
}

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

/** Currencies whose unit names the spellers know by hand; the rest use CLDR's names. */
const FAMILIES: Readonly<Record<string, CurrencyFamily>> = {
  USD: 'dollar',
  CAD: 'dollar',
  AUD: 'dollar',
  NZD: 'dollar',
  SGD: 'dollar',
  EUR: 'euro',
  GBP: 'pound',
  MXN: 'peso',
  ARS: 'peso',
  CLP: 'peso',
  INR: 'rupee',
  NGN: 'naira',
};

function parseCurrency(currency: unknown, tag: string): string {
  const code = typeof currency === 'string' ? currency.toUpperCase() : '';
  // Intl accepts any three letters; an ISO code is one the locale's CLDR data can name.
  const named =
    /^[A-Z]{3}$/.test(code) &&
    new Intl.DisplayNames(tag, { type: 'currency', fallback: 'none' }).of(code) !== undefined;
  if (!named) {
    throw new RangeError(
      `Expected an ISO 4217 currency code such as "EUR", got ${JSON.stringify(currency)}`,
    );
  }
  return code;
}

/** CLDR's name for `count` units: "Swiss franc" / "Swiss francs", "couronne danoise". */
function cldrName(tag: string, code: string, count: number): string {
  const parts = new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: code,
    currencyDisplay: 'name',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).formatToParts(count);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

function cldrNoun(speller: Speller, tag: string, code: string): Noun {
  const one = cldrName(tag, code, 1);
  return noun(one, cldrName(tag, code, 2), speller.genderOf(one));
}

/** The amount in words with its currency (docs/numbers-in-words.md "Currency in words"). */
export function currencyToWords(amount: number, locale: string, currency: string): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) {
    throw new RangeError(`amount must be a finite number ≥ 0, got ${String(amount)}`);
  }
  const { speller, tag } = resolveWordsLocale(locale);
  const code = parseCurrency(currency, tag);
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  // Intl rounds the printed decimal half-up (1.005 → "1.01"); arithmetic would give 1.00.
  const fixed = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  }).format(amount === 0 ? 0 : amount);
  const [wholeDigits = '0', minorDigits = ''] = fixed.split('.');
  const whole = Number(wholeDigits);
  const minor = Number(minorDigits || '0');
  if (whole > MAX_WORDS_VALUE) {
    throw new RangeError(
      `amount must round to at most 999,999,999,999 whole units, got ${String(amount)}`,
    );
  }
  const family = FAMILIES[code];
  const [major, minorUnit] = family
    ? speller.units[family]
    : [cldrNoun(speller, tag, code), undefined];
  const words = speller.counted(whole, major);
  if (!minor) return words;
  return (
    words +
    speller.joiner +
    (minorUnit ? speller.counted(minor, minorUnit) : `${minorDigits}/${10 ** digits}`)
  );
}
