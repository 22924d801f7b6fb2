export * from './read-cookie';
