export * from './widget-handoff';
export * from './host-providers';
export * from './host-events';
