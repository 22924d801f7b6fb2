export * from './yield-to-main';
export * from './debounce';
