export type {
  BusinessHours,
  CategoryId,
  CompanyFacts,
  ImageFolder,
  Lang,
  Localized,
  PathEntry,
  PostalAddress,
  Preferences,
  Product,
  RouteMatch,
  SectorCategory,
  SectorIcon,
  Stat,
  StatId,
  Supplier,
  Theme,
} from './types';
export { constants, type Constants } from './constants';
export { company, formatAddress, defaultVariables, type DefaultVariables } from './company';
export {
  PLACEHOLDER_IMAGE,
  categories,
  categoryIds,
  getCategory,
  getProduct,
  isCategoryId,
  productGallery,
  productImagePath,
  productKeys,
  products,
  productsOf,
  type ProductKey,
} from './catalog';
export { productSlugs, productPhotos } from './generated/content';
export { suppliers, supplierIds, type SupplierId } from './suppliers';
export {
  categoryFromSlug,
  langOfPath,
  languages,
  legacyCategoryPath,
  matchPath,
  normalizePath,
  pageIds,
  pagePath,
  pagePaths,
  pathEntries,
  prerenderPaths,
  productPath,
  routePath,
  routes,
  sectorPath,
  sectorSlugs,
  slugRedirects,
  toLang,
  twinPath,
  type PageId,
} from './routes';
export {
  foldCase,
  foldLoose,
  matchesQuery,
  searchCatalog,
  type SearchResult,
  type SearchTexts,
} from './search';
export type { CatalogTexts, DeepString, Resources } from './locales/resources';

// The company-free toolkit (also `@defne/content/core`): what a sister site builds its content with.
export { siteConstants, type SiteConstants } from './kit/constants';
export { createRouteMap, type RouteMap, type RouteMapConfig } from './kit/route-map';
export { createCatalog, type Catalog, type CatalogConfig } from './kit/catalog';
export { searchProducts } from './kit/search';
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
