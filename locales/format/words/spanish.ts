// Spanish numbers in words (RAE): long scale ("mil millones" = 10⁹), "uno" shortened to "un"
// before a noun ("veintiún mil", "un millón") (docs/numbers-in-words.md).
import { noun, pick, type Gender, type Speller } from './speller';

type One = 'uno' | 'un' | 'una';

const UNITS = (
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince ' +
  'dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro ' +
  'veinticinco veintiséis veintisiete veintiocho veintinueve'
).split(' ');
const TENS = '- - - treinta cuarenta cincuenta sesenta setenta ochenta noventa'.split(' ');
const HUNDREDS =
  '- ciento doscientos trescientos cuatrocientos quinientos seiscientos setecientos ochocientos novecientos'.split(
    ' ',
  );
const ORDINAL_UNITS = '- primero segundo tercero cuarto quinto sexto séptimo octavo noveno'.split(
  ' ',
);
const ORDINAL_TEENS = (
  'décimo undécimo duodécimo decimotercero decimocuarto decimoquinto decimosexto ' +
  'decimoséptimo decimoctavo decimonoveno'
).split(' ');
const ORDINAL_TENS =
  '- - vigésimo trigésimo cuadragésimo quincuagésimo sexagésimo septuagésimo octogésimo nonagésimo'.split(
    ' ',
  );
const ORDINAL_HUNDREDS = (
  '- centésimo ducentésimo tricentésimo cuadringentésimo quingentésimo sexcentésimo ' +
  'septingentésimo octingentésimo noningentésimo'
).split(' ');

/** @param one how a final 1 reads: "uno" alone, "un" before a masculine noun, "una" feminine. */
function below100(n: number, one: One): string {
  if (n === 1) return one;
  if (n === 21) return 'veinti' + (one === 'un' ? 'ún' : one);
  if (n < 30) return pick(UNITS, n);
  const units = n % 10;
  const tail = units === 1 ? one : pick(UNITS, units);
  return pick(TENS, Math.floor(n / 10)) + (units ? ' y ' + tail : '');
}

function below1000(n: number, one: One, feminine: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return below100(rest, one);
  const head =
    hundreds === 1
      ? rest
        ? 'ciento'
        : 'cien'
      : pick(HUNDREDS, hundreds).replace(/os$/, feminine ? 'as' : 'os');
  return rest ? head + ' ' + below100(rest, one) : head;
}

function belowMillion(n: number, one: One, feminine: boolean): string {
  const thousands = Math.floor(n / 1000);
  const units = n % 1000;
  const words: string[] = [];
  // "mil", not "un mil"; the hundreds agree across mil: "doscientas mil libras" (RAE);
  // a 1 before mil follows the noun too: "veintiuna mil libras" (RAE allows either).
  if (thousands === 1) words.push('mil');
  else if (thousands) words.push(below1000(thousands, feminine ? 'una' : 'un', feminine) + ' mil');
  if (units) words.push(below1000(units, one, feminine));
  return words.join(' ');
}

function spell(n: number, one: One, feminine: boolean): string {
  if (n === 0) return 'cero';
  // Long scale: millón counts up to 999,999 millions ("dos mil quinientos millones").
  const millions = Math.floor(n / 1e6);
  const rest = n % 1e6;
  const words: string[] = [];
  if (millions === 1) words.push('un millón');
  else if (millions) words.push(belowMillion(millions, 'un', false) + ' millones');
  if (rest) words.push(belowMillion(rest, one, feminine));
  return words.join(' ');
}

/** RAE: multiplied ordinals are one word, only its last accent kept ("veintidosmilésimo"). */
function fused(n: number): string {
  return spell(n, 'un', false)
    .replace(/ y /g, 'i')
    .replace(/ /g, '')
    .normalize('NFD')
    .replace(/\u0301/g, '')
    .normalize('NFC');
}

function ordinal(n: number, gender: Gender): string {
  const millions = Math.floor(n / 1e6);
  const thousands = Math.floor(n / 1000) % 1000;
  const hundreds = Math.floor(n / 100) % 10;
  const rest = n % 100;
  const words: string[] = [];
  if (millions) words.push((millions === 1 ? '' : fused(millions)) + 'millonésimo');
  if (thousands) words.push((thousands === 1 ? '' : fused(thousands)) + 'milésimo');
  if (hundreds) words.push(pick(ORDINAL_HUNDREDS, hundreds));
  if (rest >= 10 && rest < 20) words.push(pick(ORDINAL_TEENS, rest - 10));
  else {
    if (rest >= 20) words.push(pick(ORDINAL_TENS, Math.floor(rest / 10)));
    if (rest % 10) words.push(pick(ORDINAL_UNITS, rest % 10));
  }
  const text = words.join(' ');
  // Each word agrees: "vigésima primera"; one-word forms only at the end: "decimotercera".
  return gender === 'feminine' ? text.replace(/o(?= |$)/g, 'a') : text;
}

export const spanish: Speller = {
  cardinal: (n, gender) => (gender === 'feminine' ? spell(n, 'una', true) : spell(n, 'uno', false)),
  ordinal,
  counted(n, unit) {
    const feminine = unit.gender === 'feminine';
    const number = spell(n, feminine ? 'una' : 'un', feminine);
    const name = n === 1 ? unit.one : unit.other;
    // "un millón de pesos", "dos millones de pesos", but "un millón cien pesos".
    return number + (/mill(ón|ones)$/.test(number) ? ' de ' : ' ') + name;
  },
  // "mil pesos con cincuenta centavos", as Spanish-speaking cheques and contracts write it.
  joiner: ' con ',
  units: {
    dollar: [noun('dólar', 'dólares'), noun('centavo', 'centavos')],
    euro: [noun('euro', 'euros'), noun('céntimo', 'céntimos')],
    pound: [noun('libra', 'libras', 'feminine'), noun('penique', 'peniques')],
    peso: [noun('peso', 'pesos'), noun('centavo', 'centavos')],
    rupee: [noun('rupia', 'rupias', 'feminine'), noun('paisa', 'paisas', 'feminine')],
    naira: [noun('naira', 'nairas'), noun('kobo', 'kobos')],
  },
  // CLDR names end in an agreeing adjective: "corona danesa", "franco suizo".
  genderOf: (name) => (/a$/.test(name) ? 'feminine' : 'masculine'),
};
