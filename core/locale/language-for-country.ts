// spec §1 "Language by country".
export type Language = 'en' | 'fr' | 'es' | 'de';

const SPANISH = ['MX', 'ES', 'AR', 'CL'];
const GERMAN = ['DE', 'AT'];

export function languageForCountry(country: string, region = ''): Language {
  if (SPANISH.includes(country)) return 'es';
  if (GERMAN.includes(country)) return 'de';
  if (country === 'FR') return 'fr';
  if (country === 'CA' && region === 'QC') return 'fr';
  return 'en';
}
