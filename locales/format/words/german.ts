// German numbers in words (Duden): one word below a million, "eine Million" apart; "hundert" but
// "eintausend", and "einhundert" after a larger group (docs/numbers-in-words.md).
import { noun, pick, threeDigitGroups, type Speller } from './speller';

type One = 'eins' | 'ein';

const UNITS = (
  'null eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn ' +
  'fünfzehn sechzehn siebzehn achtzehn neunzehn'
).split(' ');
const TENS = '- - zwanzig dreißig vierzig fünfzig sechzig siebzig achtzig neunzig'.split(' ');
const ORDINAL_ENDINGS: Readonly<Record<string, string>> = {
  eins: 'erste',
  drei: 'dritte',
  sieben: 'siebte',
  acht: 'achte',
};

/** @param one "eins" when the number ends here, "ein" inside a compound or before a noun. */
function below100(n: number, one: One): string {
  if (n === 1) return one;
  if (n < 20) return pick(UNITS, n);
  const units = n % 10;
  const lead = units === 1 ? 'ein' : units ? pick(UNITS, units) : '';
  return (lead ? lead + 'und' : '') + pick(TENS, Math.floor(n / 10));
}

/** @param leading a leading 1 hundred is "hundert", after a larger group "einhundert" (Duden). */
function below1000(n: number, one: One, leading: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const multiplier = hundreds === 1 ? (leading ? '' : 'ein') : pick(UNITS, hundreds);
  const head = hundreds ? multiplier + 'hundert' : '';
  return head + (rest ? below100(rest, one) : '');
}

/** The number in its separately written parts: ["eine Milliarde", "zwei Millionen", "drei"]. */
function parts(n: number, one: One): string[] {
  const [billions, millions, thousands, units] = threeDigitGroups(n);
  const words: string[] = [];
  if (billions) {
    words.push(
      billions === 1 ? 'eine Milliarde' : below1000(billions, 'ein', true) + ' Milliarden',
    );
  }
  if (millions) {
    words.push(
      millions === 1 ? 'eine Million' : below1000(millions, 'ein', n < 1e9) + ' Millionen',
    );
  }
  const belowMillion =
    (thousands ? below1000(thousands, 'ein', n < 1e6) + 'tausend' : '') +
    (units ? below1000(units, one, n < 1e3) : '');
  if (belowMillion) words.push(belowMillion);
  return words;
}

function spell(n: number, one: One): string {
  return n === 0 ? 'null' : parts(n, one).join(' ');
}

/** The ordinal of the last written part; `alone` when it is the whole number. */
function lastOrdinal(part: string, n: number, alone: boolean): string {
  if (n % 1e6 === 0) {
    // A round million or milliard is one lower-case adjective: "zweimillionste",
    // "einmillionste" after a larger part, and "millionste" alone, as "tausendste".
    const stem = part
      .replace(/Millionen$/, 'Million')
      .replace(/Milliarden?$/, 'Milliard')
      .replace(/^eine /, alone ? '' : 'ein');
    return (stem + 'ste').replace(/ /g, '').toLowerCase();
  }
  // "der tausendste", "der tausenderste": a leading "eintausend" drops its "ein".
  const text = alone ? part.replace(/^eintausend/, 'tausend') : part;
  const lastTwo = n % 100;
  if (lastTwo >= 1 && lastTwo <= 19) {
    // 1–19 take "-te" (zweite, elfte), with erste, dritte, siebte, achte.
    const ending = /(eins|drei|sieben|acht)$/.exec(text)?.[1];
    return ending ? text.slice(0, -ending.length) + (ORDINAL_ENDINGS[ending] ?? '') : text + 'te';
  }
  // From 20 on "-ste": zwanzigste, hundertste, tausendste.
  return text + 'ste';
}

/** Only the last written part becomes the ordinal: "eine Million erste" (1,000,001st). */
function ordinal(n: number): string {
  const words = parts(n, 'eins');
  const last = words.pop() ?? '';
  return [...words, lastOrdinal(last, n, words.length === 0)].join(' ');
}

export const german: Speller = {
  cardinal: (n) => spell(n, 'eins'),
  ordinal,
  counted(n, unit) {
    // "ein Euro", "eine Rupie"; in a longer number "ein" stays uninflected: "hundertein Euro".
    if (n === 1) return (unit.gender === 'feminine' ? 'eine ' : 'ein ') + unit.one;
    return spell(n, 'ein') + ' ' + unit.other;
  },
  joiner: ' und ',
  units: {
    // Masculine and neuter units of measure stay singular after a number: "zwei Euro", "fünf Cent".
    dollar: [noun('Dollar'), noun('Cent')],
    euro: [noun('Euro'), noun('Cent')],
    pound: [noun('Pfund'), noun('Penny', 'Pence')],
    peso: [noun('Peso'), noun('Centavo')],
    rupee: [noun('Rupie', 'Rupien', 'feminine'), noun('Paisa', 'Paise')],
    naira: [noun('Naira'), noun('Kobo')],
  },
  // CLDR names lead with a declined adjective: "Dänische Krone" (feminine), "Kanadischer Dollar".
  genderOf: (name) => (/^\S+e \S/.test(name) ? 'feminine' : 'masculine'),
};
