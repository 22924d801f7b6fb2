// dist/format.js (docs/host-api.md "`dist/format.js`"): the formatting helpers, for host pages too.
// Their documentation for hosts, and the types they take, is types/format.d.ts.
export { numberToWords, currencyToWords } from './words';
export { formatNumber, formatCurrency } from './numbers';
export { formatDate, UNSUPPORTED } from './format-date';
export { countryName, regionName, jurisdictionName } from './names';
export { capitalize } from './capitalize';
export { blankLine, orBlank } from './blank-line';
// Region names come from the bundles: host pages load them the way the widget does.
export { loadMessages } from '../load-locale';
export { translate } from '../translate';
