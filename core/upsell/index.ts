export * from './offer-count';
export * from './parse-cached-upsell';
export * from './pick-upsell';
export * from './upsell-group';
export * from './upsell-url';
