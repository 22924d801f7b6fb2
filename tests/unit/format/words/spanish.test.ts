import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../../locales/format/words';

// RAE / Diccionario panhispánico de dudas, see locales/format/words/CONVENTIONS.md.
const CARDINALS: [number, string][] = [
  [0, 'cero'],
  [1, 'uno'],
  [16, 'dieciséis'],
  [21, 'veintiuno'],
  [22, 'veintidós'],
  [31, 'treinta y uno'],
  [70, 'setenta'],
  [71, 'setenta y uno'],
  [80, 'ochenta'],
  [81, 'ochenta y uno'],
  [99, 'noventa y nueve'],
  [100, 'cien'],
  [101, 'ciento uno'],
  [200, 'doscientos'],
  [500, 'quinientos'],
  [700, 'setecientos'],
  [900, 'novecientos'],
  [1_000, 'mil'],
  [1_001, 'mil uno'],
  [2_000, 'dos mil'],
  [21_000, 'veintiún mil'],
  [31_000, 'treinta y un mil'],
  [100_000, 'cien mil'],
  [101_000, 'ciento un mil'],
  [1_000_000, 'un millón'],
  [1_000_001, 'un millón uno'],
  [2_000_000, 'dos millones'],
  [21_000_000, 'veintiún millones'],
  [1_000_000_000, 'mil millones'],
  [2_500_000_001, 'dos mil quinientos millones uno'],
  [
    999_999_999_999,
    'novecientos noventa y nueve mil novecientos noventa y nueve millones novecientos noventa y nueve mil novecientos noventa y nueve',
  ],
];

describe.each(['es_MX', 'es_ES', 'es_AR', 'es_CL', 'es_US', 'es'])(
  'Spanish cardinals in %s',
  (locale) => {
    it.each(CARDINALS)('%i → %s', (n, words) => {
      expect(numberToWords(n, locale)).toBe(words);
    });
  },
);

describe('Spanish ordinals', () => {
  it.each([
    [1, 'primero'],
    [2, 'segundo'],
    [3, 'tercero'],
    [7, 'séptimo'],
    [10, 'décimo'],
    [11, 'undécimo'],
    [12, 'duodécimo'],
    [13, 'decimotercero'],
    [21, 'vigésimo primero'],
    [22, 'vigésimo segundo'],
    [100, 'centésimo'],
    [101, 'centésimo primero'],
    [200, 'ducentésimo'],
    [1_000, 'milésimo'],
    [2_000, 'dosmilésimo'],
    [22_000, 'veintidosmilésimo'],
    [1_000_000, 'millonésimo'],
    [1_000_000_000, 'milmillonésimo'],
  ])('%i → %s', (n, words) => {
    expect(numberToWords(n, 'es_ES', { ordinal: true })).toBe(words);
  });
});

describe('Spanish feminine', () => {
  it.each([
    [1, 'una'],
    [21, 'veintiuna'],
    [31, 'treinta y una'],
    [200, 'doscientas'],
    [21_000, 'veintiuna mil'],
    [200_000, 'doscientas mil'],
    [1_000_000, 'un millón'],
    [200_000_000, 'doscientos millones'],
  ])('cardinal %i → %s', (n, words) => {
    expect(numberToWords(n, 'es_MX', { gender: 'feminine' })).toBe(words);
  });

  it.each([
    [1, 'primera'],
    [13, 'decimotercera'],
    [21, 'vigésima primera'],
    [1_000, 'milésima'],
  ])('ordinal %i → %s', (n, words) => {
    expect(numberToWords(n, 'es_MX', { ordinal: true, gender: 'feminine' })).toBe(words);
  });
});
