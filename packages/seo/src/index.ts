export * from './serialize';
export * from './types';
export { absoluteUrl, findEntry, normalizePath } from './url';
export * from './meta';
export * from './jsonld';
export * from './head';
export * from './page';
export * from './sitemap';
export * from './validate';
