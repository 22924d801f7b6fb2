// spec §1 "country ... names" via Intl.DisplayNames; spec §8 "Missing translations for
// countries or regions return the code".
import { toLocaleTag } from './locale-tag';

export function countryName(country: string, locale: string): string {
  const tag = toLocaleTag(locale);
  const code = String(country).toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return code;
  return new Intl.DisplayNames(tag, { type: 'region', fallback: 'none' }).of(code) ?? code;
}
