export * from './refresh-flow';
export * from './section-cache';
export * from './section-data-error';
export * from './section-store';
