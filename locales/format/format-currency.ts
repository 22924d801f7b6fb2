// spec §1: currency is formatted for the locale ("$1,234.50", "1 234,50 $", "€ 1.234,50").
import { formatNumber } from './format-number';

export function formatCurrency(amount: number, locale: string, currency: string): string {
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency)) {
    throw new RangeError(
      `Expected an ISO 4217 currency code such as "EUR", got ${JSON.stringify(currency)}`,
    );
  }
  return formatNumber(amount, locale, { style: 'currency', currency: currency.toUpperCase() });
}
