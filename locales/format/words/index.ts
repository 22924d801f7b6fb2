// Numbers and amounts in words for en, fr, es, de (spec §1, §9; shipped in dist/format.js).
export { numberToWords } from './number-to-words';
export { currencyToWords } from './currency-to-words';
export type { Gender, NumberToWordsOptions } from './types';
