import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../../locales/format/words';

// Issue 14: every convention of locales/format/words/CONVENTIONS.md holds in every group, not
// only below a thousand: each table gives the rule in the thousands, millions and billions.
type Row = [n: number, words: string];

function cardinals(locale: string, rows: Row[], gender?: 'feminine'): void {
  it.each(rows)(`${locale} %i → %s`, (n, words) => {
    expect(numberToWords(n, locale, gender ? { gender } : {})).toBe(words);
  });
}

describe('English cardinals in every group', () => {
  describe('hyphenated tens', () => {
    cardinals('en_US', [
      [21_000, 'twenty-one thousand'],
      [21_000_000, 'twenty-one million'],
      [21_000_000_000, 'twenty-one billion'],
    ]);
  });

  describe('US: no "and"', () => {
    cardinals('en_US', [
      [101_000, 'one hundred one thousand'],
      [101_000_000, 'one hundred one million'],
      [101_000_000_000, 'one hundred one billion'],
      [1_000_001, 'one million one'],
      [1_000_000_001, 'one billion one'],
    ]);
  });

  describe('British: "and" after hundred and before a last group under 100', () => {
    cardinals('en_GB', [
      [101_000, 'one hundred and one thousand'],
      [101_000_000, 'one hundred and one million'],
      [101_000_000_000, 'one hundred and one billion'],
      [1_001, 'one thousand and one'],
      [1_000_005, 'one million and five'],
      [1_000_000_099, 'one billion and ninety-nine'],
      [1_000_100, 'one million one hundred'],
      [1_001_000, 'one million one thousand'],
    ]);
  });
});

describe('French cardinals in every group', () => {
  describe('hyphens below 100, "et" in 21 … 71 but not 81, 91', () => {
    cardinals('fr_FR', [
      [21_000, 'vingt et un mille'],
      [21_000_000, 'vingt et un millions'],
      [21_000_000_000, 'vingt et un milliards'],
      [71_000_000, 'soixante et onze millions'],
      [81_000, 'quatre-vingt-un mille'],
      [81_000_000, 'quatre-vingt-un millions'],
      [91_000_000_000, 'quatre-vingt-onze milliards'],
    ]);
  });

  describe('vingt and cent: s when last or before million/milliard, never before mille', () => {
    cardinals('fr_FR', [
      [80_000, 'quatre-vingt mille'],
      [80_000_000, 'quatre-vingts millions'],
      [80_000_000_000, 'quatre-vingts milliards'],
      [200_000, 'deux cent mille'],
      [200_000_000, 'deux cents millions'],
      [200_000_000_000, 'deux cents milliards'],
      [280_000_000, 'deux cent quatre-vingts millions'],
      [201_000_000, 'deux cent un millions'],
      [1_200, 'mille deux cents'],
      [1_000_080, 'un million quatre-vingts'],
      [1_000_000_200, 'un milliard deux cents'],
    ]);
  });

  describe('mille invariable and never "un mille"; "un million", "un milliard"', () => {
    cardinals('fr_FR', [
      [2_002_000, 'deux millions deux mille'],
      [1_001_000, 'un million mille'],
      [1_000_001_000, 'un milliard mille'],
      [1_001_000_000, 'un milliard un million'],
    ]);
  });

  describe('feminine changes only a final "un"', () => {
    cardinals(
      'fr_FR',
      [
        [1_000_001, 'un million une'],
        [21_000, 'vingt et un mille'],
        [21_000_000, 'vingt et un millions'],
        [1_000_000_021, 'un milliard vingt et une'],
      ],
      'feminine',
    );
  });
});

describe('Spanish cardinals in every group', () => {
  describe('"mil", never "un mil"', () => {
    cardinals('es_ES', [
      [1_000, 'mil'],
      [1_001_000, 'un millón mil'],
      [1_000_000_000, 'mil millones'],
      [1_000_001_000, 'mil millones mil'],
      [1_001_000_000, 'mil un millones'],
    ]);
  });

  describe('"uno" alone and at the end', () => {
    cardinals('es_MX', [
      [1_001, 'mil uno'],
      [1_000_001, 'un millón uno'],
      [1_000_000_001, 'mil millones uno'],
    ]);
  });

  describe('"un" before mil and millón', () => {
    cardinals('es_MX', [
      [21_000, 'veintiún mil'],
      [21_000_000, 'veintiún millones'],
      [21_000_000_000, 'veintiún mil millones'],
      [31_000, 'treinta y un mil'],
      [31_000_000, 'treinta y un millones'],
      [101_000, 'ciento un mil'],
      [101_000_000, 'ciento un millones'],
      [101_000_000_000, 'ciento un mil millones'],
    ]);
  });

  describe('"cien" alone, "ciento" before more', () => {
    cardinals('es_ES', [
      [100_000, 'cien mil'],
      [100_000_000, 'cien millones'],
      [100_000_000_000, 'cien mil millones'],
      [100_100, 'cien mil cien'],
      [1_000_100, 'un millón cien'],
      [110_000_000, 'ciento diez millones'],
    ]);
  });

  describe('feminine agrees across mil, not across millón', () => {
    cardinals(
      'es_MX',
      [
        [21_000, 'veintiuna mil'],
        [200_000, 'doscientas mil'],
        [1_200_000, 'un millón doscientas mil'],
        [1_000_001, 'un millón una'],
        [21_000_000, 'veintiún millones'],
        [200_000_000, 'doscientos millones'],
        [200_000_000_000, 'doscientos mil millones'],
      ],
      'feminine',
    );
  });
});

describe('German cardinals in every group', () => {
  describe('"hundert" leads a number; a hundreds group after a larger group says "einhundert"', () => {
    cardinals('de_DE', [
      [100, 'hundert'],
      [100_000, 'hunderttausend'],
      [100_000_000, 'hundert Millionen'],
      [100_000_000_000, 'hundert Milliarden'],
      [1_100, 'eintausendeinhundert'],
      [1_101, 'eintausendeinhunderteins'],
      [1_199, 'eintausendeinhundertneunundneunzig'],
      [2_100, 'zweitausendeinhundert'],
      [100_100, 'hunderttausendeinhundert'],
      [101_100, 'hunderteintausendeinhundert'],
      [1_000_100, 'eine Million einhundert'],
      [1_100_000, 'eine Million einhunderttausend'],
      [2_100_100, 'zwei Millionen einhunderttausendeinhundert'],
      [1_100_000_000, 'eine Milliarde einhundert Millionen'],
      [1_000_000_100, 'eine Milliarde einhundert'],
      [5_000_100_000, 'fünf Milliarden einhunderttausend'],
    ]);
  });

  describe('"eintausend" for one thousand in every group', () => {
    cardinals('de_AT', [
      [1_000, 'eintausend'],
      [1_001_000, 'eine Million eintausend'],
      [2_001_000, 'zwei Millionen eintausend'],
      [1_000_001_000, 'eine Milliarde eintausend'],
    ]);
  });

  describe('"eins" at the end, "ein" inside compounds and before Millionen/Milliarden', () => {
    cardinals('de_DE', [
      [1_000_001, 'eine Million eins'],
      [1_000_000_001, 'eine Milliarde eins'],
      [101_000, 'hunderteintausend'],
      [101_000_000, 'hundertein Millionen'],
      [101_000_000_000, 'hundertein Milliarden'],
      [21_000_000, 'einundzwanzig Millionen'],
      [21_000_000_000, 'einundzwanzig Milliarden'],
      [1_001_001_001, 'eine Milliarde eine Million eintausendeins'],
    ]);
  });
});
