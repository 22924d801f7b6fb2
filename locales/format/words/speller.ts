// What the numbers-in-words spellers share (spec §1): their types, and reading a number as
// three-digit groups.

export type Gender = 'masculine' | 'feminine';

/** A unit noun with its singular and plural forms, e.g. euro / euros, penny / pence. */
export interface Noun {
  readonly one: string;
  readonly other: string;
  readonly gender: Gender;
}

/** The currencies whose unit names each language spells by hand (everything else uses CLDR). */
export type CurrencyFamily = 'dollar' | 'euro' | 'pound' | 'peso' | 'rupee' | 'naira';

/** One language's rules. `n` is always a validated integer 0 … 999,999,999,999. */
export interface Speller {
  cardinal(n: number, gender: Gender): string;
  /** n ≥ 1. */
  ordinal(n: number, gender: Gender): string;
  /** n followed by the noun, with the language's agreement: "vingt et un euros", "un millón de pesos". */
  counted(n: number, noun: Noun): string;
  /** Joins the whole units to the minor units: " and ", " et ", " con ", " und ". */
  readonly joiner: string;
  /** [whole unit, minor unit] for the hand-spelled currencies. */
  readonly units: Readonly<Record<CurrencyFamily, readonly [Noun, Noun]>>;
  /** Best guess of the gender of a CLDR currency name, for currencies outside `units`. */
  genderOf(currencyName: string): Gender;
}

/** Spec §1: numbers in words go "up to billions", i.e. 999,999,999,999. */
export const MAX_WORDS_VALUE = 999_999_999_999;

/** [billions, millions, thousands, units], each 0 … 999. */
export function threeDigitGroups(n: number): [number, number, number, number] {
  return [Math.floor(n / 1e9), Math.floor(n / 1e6) % 1000, Math.floor(n / 1e3) % 1000, n % 1000];
}

/** A word from a number-word list; a missing index is a bug in a speller, not bad input. */
export function pick(words: readonly string[], index: number): string {
  const word = words[index];
  if (word === undefined) throw new RangeError(`No number word at index ${index}`);
  return word;
}

export function noun(one: string, other = one, gender: Gender = 'masculine'): Noun {
  return { one, other, gender };
}

/** Splits off the last word, after the last space or hyphen: "vingt-deux" → ["vingt-", "deux"]. */
export function lastWord(text: string): [head: string, last: string] {
  const match = /^(.*?)([^ -]+)$/.exec(text);
  return match ? [match[1] ?? '', match[2] ?? ''] : ['', text];
}
