// Numbers in words (locales/format/words): the tests of tests/unit/format/words are tables of
// spellings, and this is the one suite that turns a table into tests.
import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../locales/format/words';
import type { NumberToWordsOptions } from '../../../types/format';

/** A number and its words. */
export type Spelling = [n: number, words: string];

/** Rows spelled alike, with the same options, in each of `locales`. */
export interface SpellingTable extends NumberToWordsOptions {
  /** The describe title; a `%s` in it stands for the locale, else each test's name leads with it. */
  title: string;
  locales: readonly string[];
  rows: readonly Spelling[];
}

/**
 * A describe per table and locale, a test per row: numberToWords(n, locale, options) is the row's
 * words. `options` hold for every table, under the table's own (its `ordinal` and `gender`).
 */
export function describeSpellings(
  tables: readonly SpellingTable[],
  options: NumberToWordsOptions = {},
): void {
  for (const { title, locales, rows, ...own } of tables) {
    const spelled: NumberToWordsOptions = { ...options, ...own };
    describe.each(locales)(title, (locale) => {
      const name = title.includes('%s') ? '%i → %s' : `${locale} %i → %s`;
      it.each(rows)(name, (n, words) => {
        expect(numberToWords(n, locale, spelled)).toBe(words);
      });
    });
  }
}

/** describeSpellings under a describe per key: { 'French cardinals in every group': tables }. */
export function describeSpellingsBy(
  groups: Readonly<Record<string, readonly SpellingTable[]>>,
  options: NumberToWordsOptions = {},
): void {
  for (const [title, tables] of Object.entries(groups)) {
    describe(title, () => {
      describeSpellings(tables, options);
    });
  }
}
