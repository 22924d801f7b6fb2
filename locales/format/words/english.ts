// English numbers in words; US "one hundred one", British and Commonwealth "one hundred and one"
// (docs/numbers-in-words.md).
import { lastWord, noun, pick, threeDigitGroups, type Speller } from './speller';

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = '- - twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');
const SCALES = ['billion', 'million', 'thousand', ''];
const IRREGULAR_ORDINALS: Readonly<Record<string, string>> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

function below100(n: number): string {
  if (n < 20) return pick(ONES, n);
  const units = n % 10;
  return pick(TENS, Math.floor(n / 10)) + (units ? '-' + pick(ONES, units) : '');
}

function below1000(n: number, withAnd: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const words: string[] = [];
  if (hundreds) words.push(pick(ONES, hundreds) + ' hundred');
  if (rest) words.push((hundreds && withAnd ? 'and ' : '') + below100(rest));
  return words.join(' ');
}

function cardinal(n: number, withAnd: boolean): string {
  if (n === 0) return 'zero';
  const words: string[] = [];
  threeDigitGroups(n).forEach((group, index) => {
    if (!group) return;
    const scale = pick(SCALES, index);
    // British "and" also joins a last group below 100: "one thousand and one".
    const lead = withAnd && !scale && n >= 1000 && group < 100 ? 'and ' : '';
    words.push(lead + below1000(group, withAnd) + (scale ? ' ' + scale : ''));
  });
  return words.join(' ');
}

/** @param withAnd British/Commonwealth "and" ("one hundred and one"). */
export function english(withAnd: boolean): Speller {
  return {
    cardinal: (n) => cardinal(n, withAnd),
    ordinal(n) {
      const [head, last] = lastWord(cardinal(n, withAnd));
      const ordinal =
        IRREGULAR_ORDINALS[last] ?? (last.endsWith('y') ? last.slice(0, -1) + 'ieth' : last + 'th');
      return head + ordinal;
    },
    counted: (n, unit) => cardinal(n, withAnd) + ' ' + (n === 1 ? unit.one : unit.other),
    joiner: ' and ',
    units: {
      dollar: [noun('dollar', 'dollars'), noun('cent', 'cents')],
      euro: [noun('euro', 'euros'), noun('cent', 'cents')],
      pound: [noun('pound', 'pounds'), noun('penny', 'pence')],
      peso: [noun('peso', 'pesos'), noun('centavo', 'centavos')],
      rupee: [noun('rupee', 'rupees'), noun('paisa', 'paise')],
      naira: [noun('naira'), noun('kobo')],
    },
    genderOf: () => 'masculine',
  };
}
