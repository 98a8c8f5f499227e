/*
 * Kuzeyhan Kimya's content types: the kit's generic types (`@defne/core`) with this site's own
 * literal unions as their defaults, generated from the data files.
 */
import type * as core from '@defne/core';
import type { CategoryId, ImageFolder, SectorIcon, StatId } from './generated/content';

/*
 * The catalogue's sector ids (`data/sectors/{id}.json`), their picture folders (under
 * `/media/sectors/`) and `@defne/ui` icon names: literal unions generated from the data files.
 */
export type { CategoryId, ImageFolder, SectorIcon } from './generated/content';
export type {
  BusinessHours,
  Lang,
  Localized,
  PostalAddress,
  Preferences,
  Supplier,
  Theme,
} from '@defne/core';

/** A sector category of this site (a sister site passes its own ids to `core.SectorCategory`). */
export type SectorCategory<
  C extends string = CategoryId,
  F extends string = ImageFolder,
  I extends string = SectorIcon,
> = core.SectorCategory<C, F, I>;

/** A catalogue product of this site. */
export type Product<C extends string = CategoryId> = core.Product<C>;

/** Keys of this site's four statistics (from `company.json`); labels live under `about.stats.{id}`. */
export type { StatId } from './generated/content';

/** One animated statistic of this site. */
export type Stat<S extends string = StatId> = core.Stat<S>;

/** The company's facts, with this site's statistics. */
export type CompanyFacts<S extends string = StatId> = core.CompanyFacts<S>;

/** Every screen of this site with its own path (sector details aside). */
export type PageId =
  | 'home'
  | 'about'
  | 'corporate'
  | 'mission'
  | 'vision'
  | 'sectors'
  | 'suppliers'
  | 'contact'
  | 'privacy'
  | 'quote'
  | 'search';

/** What a path of this site shows: a page, a sector's detail page or one product of a sector. */
export type RouteMatch<P extends string = PageId, C extends string = CategoryId> = core.RouteMatch<
  P,
  C
>;

/** A prerenderable path of this site with its language, route and language twins. */
export type PathEntry<P extends string = PageId, C extends string = CategoryId> = core.PathEntry<
  P,
  C
>;
