export * from './announce-user';
export * from './protocol';
