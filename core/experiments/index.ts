export * from './fetch-experiment';
export * from './experiment-store';
