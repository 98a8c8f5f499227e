export { SiteSearch } from './SiteSearch';
export type { SiteSearchProps, SiteSearchResult } from './SiteSearch';
