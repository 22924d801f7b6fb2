// core/popup's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './content-machine';
export * from './max-height';
export * from './popup-machine';
export * from './popup-options';
