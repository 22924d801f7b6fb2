// Picks the speller for a locale such as "en_GB", "fr-CA" or "DE_at" (any separator, any case).
import { english } from './english';
import { french } from './french';
import { german } from './german';
import { spanish } from './spanish';
import type { Speller } from './types';
import { toLocaleTag } from '../locale-tag';

/** English with the British "and" (en_CA too: docs/numbers-in-words.md). */
const AND_REGIONS = new Set(['GB', 'AU', 'CA', 'IE', 'IN', 'NG', 'NZ', 'SG']);

export interface WordsLocale {
  readonly speller: Speller;
  /** BCP 47 tag for Intl (currency names): "fr-CA". */
  readonly tag: string;
}

export function resolveWordsLocale(locale: string): WordsLocale {
  const tag = toLocaleTag(locale);
  const { language, region } = new Intl.Locale(tag);
  if (language === 'fr') return { speller: french, tag };
  if (language === 'es') return { speller: spanish, tag };
  if (language === 'de') return { speller: german, tag };
  if (language === 'en') return { speller: english(AND_REGIONS.has(region ?? '')), tag };
  // Spec §1: "the fallback locale is en", US English as the default is en_US.
  return { speller: english(false), tag: 'en' };
}
