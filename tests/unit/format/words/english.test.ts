import { describe, expect, it } from 'vitest';
import { numberToWords } from '../../../../locales/format/words';
import { describeSpellings } from '../../support/format-words';

// Spec §1: numbers in words, "up to billions, cardinal by default, ordinals supported".
describeSpellings([
  {
    title: 'English cardinals, US (no "and")',
    locales: ['en_US'],
    rows: [
      [0, 'zero'],
      [1, 'one'],
      [16, 'sixteen'],
      [21, 'twenty-one'],
      [70, 'seventy'],
      [71, 'seventy-one'],
      [80, 'eighty'],
      [81, 'eighty-one'],
      [99, 'ninety-nine'],
      [100, 'one hundred'],
      [101, 'one hundred one'],
      [200, 'two hundred'],
      [1_000, 'one thousand'],
      [1_001, 'one thousand one'],
      [21_000, 'twenty-one thousand'],
      [100_000, 'one hundred thousand'],
      [1_000_000, 'one million'],
      [2_000_000, 'two million'],
      [2_000_005, 'two million five'],
      [1_000_000_000, 'one billion'],
      [2_500_000_001, 'two billion five hundred million one'],
      [
        999_999_999_999,
        'nine hundred ninety-nine billion nine hundred ninety-nine million nine hundred ninety-nine thousand nine hundred ninety-nine',
      ],
    ],
  },
  {
    title: 'English cardinals, British and Commonwealth ("and")',
    locales: ['en_GB'],
    rows: [
      [0, 'zero'],
      [21, 'twenty-one'],
      [100, 'one hundred'],
      [101, 'one hundred and one'],
      [110, 'one hundred and ten'],
      [1_000, 'one thousand'],
      [1_001, 'one thousand and one'],
      [1_100, 'one thousand one hundred'],
      [1_101, 'one thousand one hundred and one'],
      [100_001, 'one hundred thousand and one'],
      [2_000_005, 'two million and five'],
      [1_000_000_000, 'one billion'],
      [2_500_000_001, 'two billion five hundred million and one'],
      [
        999_999_999_999,
        'nine hundred and ninety-nine billion nine hundred and ninety-nine million nine hundred and ninety-nine thousand nine hundred and ninety-nine',
      ],
    ],
  },
  {
    title: 'English ordinals',
    locales: ['en_US'],
    ordinal: true,
    rows: [
      [1, 'first'],
      [2, 'second'],
      [3, 'third'],
      [4, 'fourth'],
      [5, 'fifth'],
      [8, 'eighth'],
      [9, 'ninth'],
      [11, 'eleventh'],
      [12, 'twelfth'],
      [20, 'twentieth'],
      [21, 'twenty-first'],
      [22, 'twenty-second'],
      [90, 'ninetieth'],
      [100, 'one hundredth'],
      [101, 'one hundred first'],
      [1_000, 'one thousandth'],
      [1_000_000, 'one millionth'],
      [1_000_000_000, 'one billionth'],
    ],
  },
  {
    title: 'English ordinals',
    locales: ['en_GB'],
    ordinal: true,
    rows: [
      [1, 'first'],
      [101, 'one hundred and first'],
      [1_001, 'one thousand and first'],
      [123, 'one hundred and twenty-third'],
    ],
  },
]);

describe('English cardinals, British and Commonwealth ("and")', () => {
  it.each(['en_GB', 'en_AU', 'en_CA', 'en_IE', 'en_IN', 'en_NG', 'en_NZ', 'en_SG'])(
    '%s says "one hundred and one"',
    (locale) => {
      expect(numberToWords(101, locale)).toBe('one hundred and one');
    },
  );

  it.each(['en_US', 'en'])('%s says "one hundred one"', (locale) => {
    expect(numberToWords(101, locale)).toBe('one hundred one');
  });
});

describe('English ordinals', () => {
  it('ignores gender', () => {
    expect(numberToWords(1, 'en_US', { gender: 'feminine' })).toBe('one');
    expect(numberToWords(1, 'en_US', { ordinal: true, gender: 'feminine' })).toBe('first');
  });
});
