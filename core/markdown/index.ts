// core/markdown's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './md-node';
export * from './parse-markdown';
export * from './safe-url';
