// Shared scaffolding for the spellers: every language reads a number as three-digit groups.
import type { Gender, Noun } from './types';

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
