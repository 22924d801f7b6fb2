// core/experiments's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './check-experiment';
export * from './dcs-exp-cookie';
export * from './experiment-names';
export * from './experiment-resolution';
export * from './experiment-store';
export * from './fetch-experiment';
export * from './get-variation';
export * from './is-experiment-on';
