// core/hubs's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './dashboard-item';
export * from './fetch-hubs';
export * from './hub-icon';
export * from './hub-item';
export * from './parse-cached-hubs';
export * from './parse-dashboards';
export * from './select-hubs';
