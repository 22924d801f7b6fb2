export * from './fetch-hubs';
export * from './hub-item';
export * from './select-hubs';
