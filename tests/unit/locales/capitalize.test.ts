import { describe, expect, it } from 'vitest';
import { capitalize } from '../../../locales/format';

const CASES: [string, string, string][] = [
  ['en_US', 'quick actions', 'Quick actions'],
  ['fr_CA', 'écosse', 'Écosse'],
  ['fr_FR', 'île-de-France', 'Île-de-France'],
  ['es_MX', 'ñandú', 'Ñandú'],
  ['es_ES', 'ávila', 'Ávila'],
  ['de_AT', 'österreich', 'Österreich'],
  ['de_DE', 'über uns', 'Über uns'],
  // Locale rules: Turkish dotted capital I (not ours, but the rule is the locale's).
  ['tr', 'istanbul', 'İstanbul'],
  ['en', 'istanbul', 'Istanbul'],
  // The first grapheme: e + combining acute stays one character.
  ['fr', 'e\u0301cole', 'E\u0301cole'],
  ['en', '1st place', '1st place'],
  ['en', 'Already', 'Already'],
  ['en', '', ''],
];

describe('capitalize', () => {
  it.each(CASES)('%s %j → %j', (locale, text, expected) => {
    expect(capitalize(text, locale)).toBe(expected);
  });

  it('leaves the rest of the text as it is', () => {
    expect(capitalize('mcDonald', 'en')).toBe('McDonald');
  });
});
