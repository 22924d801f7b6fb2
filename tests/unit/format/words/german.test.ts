import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../../locales/format/words';

// Duden; "hundert" / "eintausend" as in the issue, see locales/format/words/CONVENTIONS.md.
const CARDINALS: [number, string][] = [
  [0, 'null'],
  [1, 'eins'],
  [12, 'zwölf'],
  [16, 'sechzehn'],
  [17, 'siebzehn'],
  [21, 'einundzwanzig'],
  [30, 'dreißig'],
  [60, 'sechzig'],
  [70, 'siebzig'],
  [71, 'einundsiebzig'],
  [80, 'achtzig'],
  [81, 'einundachtzig'],
  [99, 'neunundneunzig'],
  [100, 'hundert'],
  [101, 'hunderteins'],
  [200, 'zweihundert'],
  [1_000, 'eintausend'],
  [1_001, 'eintausendeins'],
  [1_234, 'eintausendzweihundertvierunddreißig'],
  [21_000, 'einundzwanzigtausend'],
  [100_000, 'hunderttausend'],
  [101_000, 'hunderteintausend'],
  [1_000_000, 'eine Million'],
  [1_000_001, 'eine Million eins'],
  [2_000_000, 'zwei Millionen'],
  [1_000_000_000, 'eine Milliarde'],
  [2_000_000_000, 'zwei Milliarden'],
  [2_500_000_001, 'zwei Milliarden fünfhundert Millionen eins'],
  [
    999_999_999_999,
    'neunhundertneunundneunzig Milliarden neunhundertneunundneunzig Millionen neunhundertneunundneunzigtausendneunhundertneunundneunzig',
  ],
];

describe.each(['de_DE', 'de_AT', 'de'])('German cardinals in %s', (locale) => {
  it.each(CARDINALS)('%i → %s', (n, words) => {
    expect(numberToWords(n, locale)).toBe(words);
  });
});

describe.each(['de_DE', 'de_AT'])('German ordinals in %s', (locale) => {
  it.each([
    [1, 'erste'],
    [2, 'zweite'],
    [3, 'dritte'],
    [7, 'siebte'],
    [8, 'achte'],
    [11, 'elfte'],
    [19, 'neunzehnte'],
    [20, 'zwanzigste'],
    [21, 'einundzwanzigste'],
    [22, 'zweiundzwanzigste'],
    [100, 'hundertste'],
    [101, 'hunderterste'],
    [1_000, 'tausendste'],
    [1_000_000, 'millionste'],
    [2_000_000, 'zweimillionste'],
    [1_000_000_000, 'milliardste'],
  ])('%i → %s', (n, words) => {
    expect(numberToWords(n, locale, { ordinal: true })).toBe(words);
  });
});
