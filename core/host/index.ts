// core/host's public face: the facade, the widget and the worker import it from here, never a
// file inside (eslint.config.js); core itself and stage one's allow-list import the files.
export * from './command-queue';
export * from './dependency-error';
export * from './event-bus';
export * from './host-config';
export * from './host-events';
export * from './host-providers';
export * from './host-user';
export * from './placement';
export * from './version';
export * from './widget-handoff';
