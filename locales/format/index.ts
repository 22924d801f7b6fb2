// dist/format.js (contract §2): the formatting helpers host pages can use too.
export { numberToWords, currencyToWords } from './words';
