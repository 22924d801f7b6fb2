export * from './ca-notary-url';
export * from './country-sections';
export * from './esign-experiment';
export * from './quick-actions';
export * from './targets';
