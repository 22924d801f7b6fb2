export * from './md-node';
export * from './parse-markdown';
export * from './safe-url';
