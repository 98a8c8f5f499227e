export type {
  BusinessHours,
  CategoryId,
  CompanyFacts,
  ImageFolder,
  Lang,
  Localized,
  PostalAddress,
  Preferences,
  Product,
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
  routePath,
  sectorPath,
  sectorSlugs,
  toLang,
  twinPath,
  type PageId,
  type PathEntry,
  type RouteMatch,
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
