export * from './announce-user';
export * from './protocol';
export * from './worker-script-url';
