/**
 * The @defne/core types this package builds on, with no company in them: every id (page, sector,
 * statistic) is any string unless a site passes its own union. Types only: nothing of
 * `@defne/core` is bundled, and it is an optional peer dependency (a site has it already).
 */
export type {
  CompanyFacts,
  DocumentKind,
  Lang,
  Language,
  Languages,
  Localized,
  PageId,
  PathEntry,
  Product,
  ProductDetails,
  RouteMatch,
  SectorCategory,
  Supplier,
} from '@defne/core';

/** A site's sector id: any string by default; a site may pass its own literal union. */
export type CategoryId = string;
