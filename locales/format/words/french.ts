// French numbers in words, traditional spelling ("vingt et un", docs/numbers-in-words.md).
import { lastWord, noun, pick, threeDigitGroups, type Gender, type Speller } from './speller';

const UNITS =
  'zéro un deux trois quatre cinq six sept huit neuf dix onze douze treize quatorze quinze seize'.split(
    ' ',
  );
const TENS =
  '- dix vingt trente quarante cinquante soixante soixante quatre-vingt quatre-vingt'.split(' ');
const FEMININE_CURRENCY_NOUNS = new Set('couronne livre roupie lire hryvnia gourde'.split(' '));

/** @param final false before "mille", where vingt and cent stay without s ("quatre-vingt mille"). */
function below100(n: number, final: boolean): string {
  if (n <= 16) return pick(UNITS, n);
  const tens = Math.floor(n / 10);
  const units = n % 10;
  if (tens === 1) return 'dix-' + pick(UNITS, units);
  // 70–79 and 90–99 count on from 60 and 80: soixante-douze, quatre-vingt-dix-sept.
  const rest = tens === 7 || tens === 9 ? 10 + units : units;
  const base = pick(TENS, tens);
  if (rest === 0) return tens === 8 && final ? 'quatre-vingts' : base;
  // "et" in 21 … 71 (soixante et onze), but quatre-vingt-un and quatre-vingt-onze.
  if (units === 1 && tens <= 7) return base + ' et ' + below100(rest, final);
  return base + '-' + below100(rest, final);
}

function below1000(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (!hundreds) return below100(rest, final);
  const head =
    hundreds === 1 ? 'cent' : pick(UNITS, hundreds) + ' cent' + (!rest && final ? 's' : '');
  return rest ? head + ' ' + below100(rest, final) : head;
}

function withNoun(n: number, word: string): string {
  return below1000(n, true) + ' ' + word + (n > 1 ? 's' : '');
}

function cardinal(n: number, gender: Gender): string {
  if (n === 0) return 'zéro';
  const [billions, millions, thousands, units] = threeDigitGroups(n);
  const words: string[] = [];
  // million and milliard are nouns: "un million", "deux cents millions".
  if (billions) words.push(withNoun(billions, 'milliard'));
  if (millions) words.push(withNoun(millions, 'million'));
  // mille is an invariable adjective and never takes "un": "mille", "deux mille".
  if (thousands) words.push(thousands === 1 ? 'mille' : below1000(thousands, false) + ' mille');
  if (units) words.push(below1000(units, true));
  const text = words.join(' ');
  return gender === 'feminine' ? text.replace(/(^|[ -])un$/, '$1une') : text;
}

function ordinal(n: number, gender: Gender): string {
  if (n === 1) return gender === 'feminine' ? 'première' : 'premier';
  // "le millionième", as "le millième": no "un" before the ordinal of a round million or
  // milliard; any other number keeps its cardinal words ("un million unième").
  if (n === 1e6) return 'millionième';
  if (n === 1e9) return 'milliardième';
  // Only the last word becomes the ordinal. vingt and cent lose their s where that word
  // follows ("deux centième", "deux cent millionième"), not before a noun that stays
  // ("deux cents millions unième").
  const [head, last] = lastWord(cardinal(n, 'masculine'));
  const stem = last.replace(/^(million|milliard|vingt|cent)s$/, '$1');
  const before = /^milli/.test(stem) ? head.replace(/(vingt|cent)s $/, '$1 ') : head;
  if (stem === 'cinq') return before + 'cinquième';
  if (stem === 'neuf') return before + 'neuvième';
  return before + stem.replace(/e$/, '') + 'ième';
}

export const french: Speller = {
  cardinal,
  ordinal,
  counted(n, unit) {
    const number = cardinal(n, unit.gender);
    // Below two is singular in French: "zéro euro", "un euro", "deux euros".
    const name = n < 2 ? unit.one : unit.other;
    // "un million d'euros", "deux milliards de dollars", but "un million cent euros".
    if (/milli(on|ard)s?$/.test(number)) {
      return number + (/^[aeiouàâéèêîôû]/i.test(name) ? " d'" : ' de ') + name;
    }
    return number + ' ' + name;
  },
  joiner: ' et ',
  units: {
    // Québec (OQLF): "cent" for the hundredth of a dollar; "centime" for the euro's.
    dollar: [noun('dollar', 'dollars'), noun('cent', 'cents')],
    euro: [noun('euro', 'euros'), noun('centime', 'centimes')],
    pound: [noun('livre', 'livres', 'feminine'), noun('penny', 'pence')],
    peso: [noun('peso', 'pesos'), noun('centavo', 'centavos')],
    rupee: [noun('roupie', 'roupies', 'feminine'), noun('paisa', 'paise')],
    naira: [noun('naira', 'nairas'), noun('kobo', 'kobos')],
  },
  genderOf: (name) =>
    FEMININE_CURRENCY_NOUNS.has(name.split(' ')[0] ?? '') ? 'feminine' : 'masculine',
};
