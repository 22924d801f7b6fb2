export * from './fetch-hubs';
export * from './hub-item';
