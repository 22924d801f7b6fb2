export * from './country-from-host';
export * from './language-for-country';
export * from './legal-locale';
export * from './locale-option';
export * from './parse-loc-value';
export * from './resolve-country';
export * from './resolve-locale';
export * from './supported-locales';
