export * from './yield-to-main';
