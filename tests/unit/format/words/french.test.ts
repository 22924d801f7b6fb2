import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../../locales/format/words';

// Traditional spelling (Académie française), see locales/format/words/CONVENTIONS.md.
const CARDINALS: [number, string][] = [
  [0, 'zéro'],
  [1, 'un'],
  [16, 'seize'],
  [17, 'dix-sept'],
  [21, 'vingt et un'],
  [31, 'trente et un'],
  [70, 'soixante-dix'],
  [71, 'soixante et onze'],
  [72, 'soixante-douze'],
  [77, 'soixante-dix-sept'],
  [80, 'quatre-vingts'],
  [81, 'quatre-vingt-un'],
  [91, 'quatre-vingt-onze'],
  [99, 'quatre-vingt-dix-neuf'],
  [100, 'cent'],
  [101, 'cent un'],
  [200, 'deux cents'],
  [201, 'deux cent un'],
  [280, 'deux cent quatre-vingts'],
  [1_000, 'mille'],
  [1_001, 'mille un'],
  [2_000, 'deux mille'],
  [21_000, 'vingt et un mille'],
  [80_000, 'quatre-vingt mille'],
  [100_000, 'cent mille'],
  [200_000, 'deux cent mille'],
  [1_000_000, 'un million'],
  [2_000_000, 'deux millions'],
  [80_000_000, 'quatre-vingts millions'],
  [200_000_000, 'deux cents millions'],
  [1_000_000_000, 'un milliard'],
  [2_000_000_000, 'deux milliards'],
  [2_500_000_001, 'deux milliards cinq cents millions un'],
  [
    999_999_999_999,
    'neuf cent quatre-vingt-dix-neuf milliards neuf cent quatre-vingt-dix-neuf millions neuf cent quatre-vingt-dix-neuf mille neuf cent quatre-vingt-dix-neuf',
  ],
];

describe.each(['fr_CA', 'fr_FR', 'fr'])('French cardinals in %s', (locale) => {
  it.each(CARDINALS)('%i → %s', (n, words) => {
    expect(numberToWords(n, locale)).toBe(words);
  });
});

describe.each(['fr_CA', 'fr_FR'])('French ordinals in %s', (locale) => {
  it.each([
    [1, 'premier'],
    [2, 'deuxième'],
    [3, 'troisième'],
    [4, 'quatrième'],
    [5, 'cinquième'],
    [9, 'neuvième'],
    [11, 'onzième'],
    [21, 'vingt et unième'],
    [22, 'vingt-deuxième'],
    [71, 'soixante et onzième'],
    [80, 'quatre-vingtième'],
    [100, 'centième'],
    [101, 'cent unième'],
    [200, 'deux centième'],
    [1_000, 'millième'],
    [2_000, 'deux millième'],
    [1_000_000, 'millionième'],
    [2_000_000, 'deux millionième'],
    [200_000_000, 'deux cent millionième'],
    [1_000_000_000, 'milliardième'],
  ])('%i → %s', (n, words) => {
    expect(numberToWords(n, locale, { ordinal: true })).toBe(words);
  });
});

describe('French feminine', () => {
  it.each([
    [1, 'une'],
    [21, 'vingt et une'],
    [81, 'quatre-vingt-une'],
    [1_001, 'mille une'],
    [21_000, 'vingt et un mille'],
    [1_000_000, 'un million'],
  ])('cardinal %i → %s', (n, words) => {
    expect(numberToWords(n, 'fr_FR', { gender: 'feminine' })).toBe(words);
  });

  it.each([
    [1, 'première'],
    [21, 'vingt et unième'],
  ])('ordinal %i → %s', (n, words) => {
    expect(numberToWords(n, 'fr_FR', { ordinal: true, gender: 'feminine' })).toBe(words);
  });
});
