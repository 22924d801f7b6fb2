export * from './tooltip-timing';
