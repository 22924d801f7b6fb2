import { describe, expect, it } from 'vitest';
import { capitalize } from '../../../locales/format';
import { byLocale } from '../support/locale-cases';

// Per locale, text → capitalized.
const CASES = byLocale({
  en_US: { 'quick actions': 'Quick actions' },
  fr_CA: { écosse: 'Écosse' },
  fr_FR: { 'île-de-France': 'Île-de-France' },
  es_MX: { ñandú: 'Ñandú' },
  es_ES: { ávila: 'Ávila' },
  de_AT: { österreich: 'Österreich' },
  de_DE: { 'über uns': 'Über uns' },
  // Locale rules: Turkish dotted capital I (not ours, but the rule is the locale's); en has none.
  tr: { istanbul: 'İstanbul' },
  en: {
    istanbul: 'Istanbul',
    '1st place': '1st place',
    Already: 'Already',
    '': '',
  },
  // The first grapheme: e + combining acute stays one character.
  fr: { 'e\u0301cole': 'E\u0301cole' },
});

describe('capitalize', () => {
  it.each(CASES)('%s %j → %j', (locale, text, expected) => {
    expect(capitalize(text, locale)).toBe(expected);
  });

  it('leaves the rest of the text as it is', () => {
    expect(capitalize('mcDonald', 'en')).toBe('McDonald');
  });
});
