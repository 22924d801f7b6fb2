// core/locale's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './country-from-host';
export * from './language-for-country';
export * from './parse-loc-value';
export * from './resolve-country';
export * from './resolve-locale';
export * from './supported-locales';
