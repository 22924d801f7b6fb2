// spec §1: the locale bundles that exist, and the fallback (the default, en_US, is US's locale).
export const SUPPORTED_LOCALES = [
  'de',
  'de_AT',
  'de_DE',
  'en',
  'en_AU',
  'en_CA',
  'en_GB',
  'en_IE',
  'en_IN',
  'en_NG',
  'en_NZ',
  'en_SG',
  'en_US',
  'es',
  'es_AR',
  'es_CL',
  'es_ES',
  'es_MX',
  'es_US',
  'fr',
  'fr_CA',
  'fr_FR',
] as const;

export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

export const FALLBACK_LOCALE: SupportedLocale = 'en';

export function isSupportedLocale(value: string): value is SupportedLocale {
  return (SUPPORTED_LOCALES as readonly string[]).includes(value);
}
