/*
 * `@defne/core`: the types and factories of a Defne group site's content, with no company's data
 * in it. Every site (the group's first included) builds its catalogue, route map and texts with
 * these; the kit (`@defne/site`, `@defne/seo`, `@defne/editor`) reads content only through them.
 * The content schema and the `defne-content` generator are the node-only `@defne/core/schema`.
 */
export type {
  BusinessHours,
  CompanyFacts,
  DocumentKind,
  Lang,
  Localized,
  PathEntry,
  PostalAddress,
  Preferences,
  Product,
  ProductDetails,
  ProductDocument,
  ProductProperty,
  RouteMatch,
  SectorCategory,
  Stat,
  StatId,
  Supplier,
  Theme,
} from './types';
export type { DeepString, PageId } from './types';
export { siteConstants, type SiteConstants } from './constants';
export {
  defaultLanguages,
  inLang,
  languageCodes,
  languageOf,
  ogLocaleOf,
  type Language,
  type Languages,
  type TextDirection,
} from './languages';
export {
  createRouteMap,
  SECTOR_PAGE_SIZE,
  languages,
  normalizePath,
  toLang,
  type RouteMap,
  type RouteMapConfig,
} from './route-map';
export {
  PLACEHOLDER_IMAGE,
  createCatalog,
  productImagePath,
  type Catalog,
  type CatalogConfig,
} from './catalog';
export {
  foldBy,
  foldCase,
  foldLoose,
  matchesQuery,
  queryFold,
  searchProducts,
  foldSearchText,
  foldSearchQuery,
  type SearchResult,
  type SearchTexts,
  type SearchedProduct,
} from './search';
export { slugify } from './slug';
export { buildDay } from './build-day';
export {
  createSlugRedirects,
  type PreviousSlugs,
  type SlugHistory,
  type SlugRedirect,
  type SlugRedirectRoutes,
} from './slug-history';
export {
  addressLine,
  companyFacts,
  emailHref,
  mapsUrl,
  phoneHref,
  textVariables,
  type AddressParts,
  type CompanyData,
  type TextVariables,
} from './company';
export { countryCodes, isCountryCode, type CountryCode } from './country';
export { quoteUnits, type QuoteUnit } from './quote';
