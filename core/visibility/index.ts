// core/visibility's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './browser-support';
export * from './design';
export * from './served-country';
export * from './viewport-changes';
export * from './viewport-rule';
