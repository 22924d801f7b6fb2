export * from './track-event';
