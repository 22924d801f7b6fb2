// core/storage's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './cache-key';
export * from './current-user';
export * from './data-cache';
export * from './data-lifetimes';
export * from './local-storage';
export * from './personal-data';
export * from './safe-storage';
export * from './user-cache-id';
export * from './worker-cache-names';
