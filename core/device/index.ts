export * from './breakpoints';
export * from './device-type';
