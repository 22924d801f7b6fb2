export * from './browser-support';
export * from './design';
export * from './served-country';
export * from './viewport-changes';
export * from './viewport-rule';
