import { describeSpellingsBy } from '../../support/format-words';

// Ordinals of every scale (thousand, million, billion), round and not, in all four
// languages; French and German keep "un million" / "eine Million" unless the number is round.
// Every table is of ordinals: { ordinal: true } at the end holds for all.
describeSpellingsBy(
  {
    'English ordinals of every scale': [
      {
        title: 'ordinals keep "one" and change only the last word',
        locales: ['en_US'],
        rows: [
          [1_000, 'one thousandth'],
          [1_000_000, 'one millionth'],
          [1_000_000_000, 'one billionth'],
          [1_001, 'one thousand first'],
          [1_000_001, 'one million first'],
          [1_000_000_001, 'one billion first'],
          [2_000_012, 'two million twelfth'],
          [1_001_000_000, 'one billion one millionth'],
        ],
      },
      {
        title: 'ordinals keep "one" and change only the last word',
        locales: ['en_GB'],
        rows: [
          [1_000_001, 'one million and first'],
          [1_000_000_001, 'one billion and first'],
        ],
      },
    ],
    'French ordinals of every scale': [
      {
        title: 'ordinals: "un" dropped only for the round million and milliard',
        locales: ['fr_FR'],
        rows: [
          [1_000, 'millième'],
          [1_000_000, 'millionième'],
          [1_000_000_000, 'milliardième'],
          [1_001, 'mille unième'],
          [1_000_001, 'un million unième'],
          [1_000_000_001, 'un milliard unième'],
          [1_000_005, 'un million cinquième'],
          [1_001_000, 'un million millième'],
          [1_001_000_000, 'un milliard un millionième'],
          [2_000_001, 'deux millions unième'],
          [2_000_000_001, 'deux milliards unième'],
        ],
      },
      {
        title: 'ordinals: vingt and cent lose their s only before the ordinal word',
        locales: ['fr_FR'],
        rows: [
          [80_000, 'quatre-vingt millième'],
          [80_000_000, 'quatre-vingt millionième'],
          [80_000_000_000, 'quatre-vingt milliardième'],
          [200_000_000_000, 'deux cent milliardième'],
          [1_000_080, 'un million quatre-vingtième'],
          [1_000_200, 'un million deux centième'],
          [200_000_001, 'deux cents millions unième'],
          [80_000_000_001, 'quatre-vingts milliards unième'],
        ],
      },
      {
        title: 'ordinals: vingt and cent lose their s only before the ordinal word',
        locales: ['fr_CA'],
        gender: 'feminine',
        rows: [[1_000_001, 'un million unième']],
      },
    ],
    'Spanish ordinals of every scale': [
      {
        title: 'ordinals: multiplied scales in one word, then the rest',
        locales: ['es_ES'],
        rows: [
          [1_000, 'milésimo'],
          [1_000_000, 'millonésimo'],
          [1_000_000_000, 'milmillonésimo'],
          [2_000, 'dosmilésimo'],
          [2_000_000, 'dosmillonésimo'],
          [2_000_000_000, 'dosmilmillonésimo'],
          [1_001, 'milésimo primero'],
          [1_000_001, 'millonésimo primero'],
          [1_000_000_001, 'milmillonésimo primero'],
          [21_000_000, 'veintiunmillonésimo'],
          [31_000_000, 'treintaiunmillonésimo'],
          [100_000_000, 'cienmillonésimo'],
          [1_001_000, 'millonésimo milésimo'],
        ],
      },
      {
        title: 'ordinals: multiplied scales in one word, then the rest',
        locales: ['es_ES'],
        gender: 'feminine',
        rows: [[1_000_001, 'millonésima primera']],
      },
    ],
    'German ordinals of every scale': [
      {
        title: 'ordinals: round scales in one lower-case word without a leading "ein(e)"',
        locales: ['de_DE'],
        rows: [
          [1_000, 'tausendste'],
          [1_000_000, 'millionste'],
          [1_000_000_000, 'milliardste'],
          [2_000_000, 'zweimillionste'],
          [2_000_000_000, 'zweimilliardste'],
          [21_000_000, 'einundzwanzigmillionste'],
          [100_000_000, 'hundertmillionste'],
          [1_100, 'tausendeinhundertste'],
          [1_001, 'tausenderste'],
        ],
      },
      {
        title: 'ordinals of non-round millions and billions keep "eine Million" / "eine Milliarde"',
        locales: ['de_DE'],
        rows: [
          [1_000_001, 'eine Million erste'],
          [1_000_000_001, 'eine Milliarde erste'],
          [2_000_003, 'zwei Millionen dritte'],
          [1_000_020, 'eine Million zwanzigste'],
          [1_000_100, 'eine Million einhundertste'],
          [1_001_000, 'eine Million eintausendste'],
          [1_001_000_000, 'eine Milliarde einmillionste'],
          [2_002_000_000, 'zwei Milliarden zweimillionste'],
          [1_100_000_000, 'eine Milliarde einhundertmillionste'],
        ],
      },
      {
        title: 'ordinals of non-round millions and billions keep "eine Million" / "eine Milliarde"',
        locales: ['de_AT'],
        rows: [[1_000_001, 'eine Million erste']],
      },
    ],
  },
  { ordinal: true },
);
