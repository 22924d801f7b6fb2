export * from './ca-page-expansion';
export * from './page-name';
