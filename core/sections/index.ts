// core/sections's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './refresh-flow';
export * from './section-cache';
export * from './section-data-error';
export * from './section-store';
export * from './share-in-flight';
