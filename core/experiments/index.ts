export * from './check-experiment';
export * from './dcs-exp-cookie';
export * from './experiment-names';
export * from './experiment-store';
export * from './fetch-experiment';
export * from './get-variation';
export * from './is-experiment-on';
