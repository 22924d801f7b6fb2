// spec §1: numbers are formatted for the locale (Intl.NumberFormat: "1,234.5", "1 234,5").
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
