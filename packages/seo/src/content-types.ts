/** The @defne/content types this package builds on (types only: no content data is bundled). */
export type {
  CategoryId,
  CompanyFacts,
  Lang,
  Localized,
  PageId,
  PathEntry,
  Product,
  RouteMatch,
  SectorCategory,
} from '@defne/content';
