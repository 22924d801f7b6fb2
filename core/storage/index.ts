export * from './local-storage';
export * from './data-cache';
export * from './data-lifetimes';
export * from './safe-storage';
export * from './worker-caches';
