/*
 * `@defne/content/core`: the types and factories of a Defne group site's content, with no
 * company data in it. A sister site builds its own catalogue, route map and texts with these and
 * ships none of Kuzeyhan Kimya's facts, paths or texts. (`@defne/content` itself re-exports all of
 * this next to the Kuzeyhan content.)
 */
export type {
  BusinessHours,
  CompanyFacts,
  Lang,
  Localized,
  PathEntry,
  PostalAddress,
  Preferences,
  Product,
  RouteMatch,
  SectorCategory,
  Stat,
  StatId,
  Supplier,
  Theme,
} from './types';
export type { DeepString } from './locales/resources';
export { siteConstants, type SiteConstants } from './kit/constants';
export {
  createRouteMap,
  languages,
  normalizePath,
  toLang,
  type RouteMap,
  type RouteMapConfig,
} from './kit/route-map';
export {
  PLACEHOLDER_IMAGE,
  createCatalog,
  productImagePath,
  type Catalog,
  type CatalogConfig,
} from './kit/catalog';
export {
  foldCase,
  foldLoose,
  matchesQuery,
  searchProducts,
  type SearchResult,
  type SearchTexts,
} from './kit/search';
export { slugify } from './kit/slug';
export {
  createSlugRedirects,
  type PreviousSlugs,
  type SlugHistory,
  type SlugRedirect,
  type SlugRedirectRoutes,
} from './kit/slug-history';
export {
  addressLine,
  companyFacts,
  textVariables,
  type CompanyData,
  type TextVariables,
} from './kit/company';
export { countryCodes, isCountryCode, type CountryCode } from './kit/country';
