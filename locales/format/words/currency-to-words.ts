// dist/format.js: currencyToWords(amount, locale, currency), e.g. 1234.56 EUR in de_DE is
// "eintausendzweihundertvierunddreißig Euro und sechsundfünfzig Cent" (spec §9: Euro and Cent).
import { resolveWordsLocale } from './resolve-words-locale';
import { MAX_WORDS_VALUE, noun } from './scaffold';
import type { CurrencyFamily, Noun, Speller } from './types';

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
