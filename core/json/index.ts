export * from './json-object';
