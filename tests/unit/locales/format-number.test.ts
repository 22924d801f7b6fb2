import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from '../../../locales/format';

const NBSP = '\u00a0';
const NNBSP = '\u202f';

// spec §1: currency per locale, Intl.NumberFormat with CLDR's conventions.
const CURRENCIES: [string, string, number, string][] = [
  ['en_US', 'USD', 1234567.891, '$1,234,567.89'],
  ['en_CA', 'CAD', 1234.5, '$1,234.50'],
  ['en_GB', 'GBP', 1234.5, '£1,234.50'],
  ['en_IN', 'INR', 1234567.891, '₹12,34,567.89'],
  ['fr_CA', 'CAD', 1234567.891, `1${NBSP}234${NBSP}567,89${NBSP}$`],
  ['fr_FR', 'EUR', 1234567.891, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
  ['es_ES', 'EUR', 1234567.891, `1.234.567,89${NBSP}€`],
  ['es_MX', 'MXN', 1234567.891, '$1,234,567.89'],
  ['es_AR', 'ARS', 1234567.891, `$${NBSP}1.234.567,89`],
  ['es_CL', 'CLP', 1234567.891, '$1.234.568'],
  ['es_US', 'USD', 1234567.891, '$1,234,567.89'],
  ['de_DE', 'EUR', 1234567.891, `1.234.567,89${NBSP}€`],
  ['de_AT', 'EUR', 1234567.891, `€${NBSP}1.234.567,89`],
];

describe('formatCurrency', () => {
  it.each(CURRENCIES)('%s %s %d → %s', (locale, currency, amount, expected) => {
    expect(formatCurrency(amount, locale, currency)).toBe(expected);
  });

  it('accepts the currency code in any case', () => {
    expect(formatCurrency(5, 'en-US', 'usd')).toBe('$5.00');
  });

  it.each(['US', 'EURO', '', '€'])('rejects the currency code %j', (currency) => {
    expect(() => formatCurrency(5, 'en_US', currency)).toThrow(/ISO 4217 currency code/);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY])('rejects the amount %d', (amount) => {
    expect(() => formatCurrency(amount, 'en_US', 'USD')).toThrow(/finite number/);
  });
});

const NUMBERS: [string, number, string][] = [
  ['en_US', 1234567.891, '1,234,567.891'],
  ['en_IN', 1234567.891, '12,34,567.891'],
  ['fr_FR', 1234567.891, `1${NNBSP}234${NNBSP}567,891`],
  ['fr_CA', 1234567.891, `1${NBSP}234${NBSP}567,891`],
  ['es_ES', 1234567.891, '1.234.567,891'],
  ['es_ES', 1234, '1234'], // Spanish groups from five digits (RAE, CLDR minimumGroupingDigits 2)
  ['es_MX', 1234, '1,234'],
  ['de_DE', 1234567.891, '1.234.567,891'],
  ['de_AT', 1234567.891, `1${NBSP}234${NBSP}567,891`],
];

describe('formatNumber', () => {
  it.each(NUMBERS)('%s %d → %s', (locale, value, expected) => {
    expect(formatNumber(value, locale)).toBe(expected);
  });

  it('passes Intl options through', () => {
    expect(formatNumber(0.25, 'en_US', { style: 'percent' })).toBe('25%');
    expect(formatNumber(0.25, 'fr_FR', { style: 'percent' })).toBe(`25${NBSP}%`);
  });

  it('formats bigints', () => {
    expect(formatNumber(12345678901234567890n, 'en_US')).toBe('12,345,678,901,234,567,890');
  });

  it('rejects a locale that is not one with a clear error', () => {
    expect(() => formatNumber(1, 'not a locale')).toThrow(
      'Expected a locale such as "en_US" or "fr-CA", got "not a locale"',
    );
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => formatNumber('12' as never, 'en_US')).toThrow(/finite number/);
    expect(() => formatNumber(Number.NaN, 'en_US')).toThrow(/finite number/);
  });
});
