// spec §1: numbers and currency are formatted for the locale (Intl.NumberFormat: "1,234.5",
// "1 234,5"; "$1,234.50", "1 234,50 $", "€ 1.234,50").
import { toLocaleTag } from './locale-tag';

export function formatNumber(
  value: number | bigint,
  locale: string,
  options?: Intl.NumberFormatOptions,
): string {
  if (typeof value !== 'bigint' && (typeof value !== 'number' || !Number.isFinite(value))) {
    throw new RangeError(`Expected a finite number, got ${String(value)}`);
  }
  return new Intl.NumberFormat(toLocaleTag(locale), options).format(value);
}

export function formatCurrency(amount: number, locale: string, currency: string): string {
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) {
    throw new RangeError(
      `Expected an ISO 4217 currency code such as "EUR", got ${JSON.stringify(currency)}`,
    );
  }
  return formatNumber(amount, locale, { style: 'currency', currency: currency.toUpperCase() });
}
