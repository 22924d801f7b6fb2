export * from './icon-definitions';
