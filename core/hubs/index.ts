export * from './dashboard-item';
export * from './fetch-hubs';
export * from './hub-icon';
export * from './hub-item';
export * from './parse-cached-hubs';
export * from './parse-dashboards';
export * from './select-hubs';
