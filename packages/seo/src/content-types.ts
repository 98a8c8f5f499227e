/**
 * The @defne/content types this package builds on. Types only: no content data is bundled, and
 * `@defne/content` is an optional peer dependency (install it for these types; a site built on
 * `@defne/content/core` has it already).
 */
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
