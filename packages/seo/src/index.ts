export * from './serialize';
