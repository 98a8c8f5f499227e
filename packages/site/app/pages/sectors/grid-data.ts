// The sectors grid's loader data, packed. A sector page carries its own page's products, the
// sectors page the first few of each sector (D25), with every sector's tile: as objects, each
// product repeated its keys' names and its sector's path in full. Here
// each sector and each product is a tuple, a product names its sector by its place in the list,
// and its link is its slug under its sector's link. A product's name travels in its tuple, not as
// a text of the page's `catalog` texts keyed by the product (its key then came twice). The cards' pictures, named by the media
// pipeline after the product's key, share one rule: a card that follows it travels as nothing.
// The grid unpacks it once per page.
import { pageWindow } from '@defne/ui/Pagination';
import type { CompactImage, LoaderImage } from '../../media/compact';

/** How many products of each sector the sectors page shows, with a link to the whole sector. */
export const OVERVIEW_CARDS = 4;

/**
 * The products a catalogue page shows, by key, and nothing more (D25): one page of its sector's
 * products, or on the sectors page (`sector` null) the first few of each sector. What the loader
 * sends is then the same size at any catalogue.
 */
export function shownKeys(
  routes: {
    sectorPageKeys(id: string, page: number): readonly string[];
    sectorPageCount(id: string): number;
  },
  sectors: readonly { id: string }[],
  sector: string | null,
  page: number,
): readonly string[] {
  if (sector) return routes.sectorPageKeys(sector, page);
  return sectors.flatMap((c) => {
    // A page smaller than the overview's few: the first pages' products until there are enough.
    const keys: string[] = [];
    for (let n = 1; keys.length < OVERVIEW_CARDS && n <= routes.sectorPageCount(c.id); n++)
      keys.push(...routes.sectorPageKeys(c.id, n));
    return keys.slice(0, OVERVIEW_CARDS);
  });
}

/**
 * The links a sector page's pagination shows (its `pageWindow` and the steps either side), by
 * page number: a handful at any page count, each the route map's own address of that page.
 */
export function pageLinks(
  page: number,
  count: number,
  hrefOf: (page: number) => string,
): Record<number, string> {
  const shown = new Set<number>([page - 1, page + 1]);
  for (const n of pageWindow(page, count)) if (n !== null) shown.add(n);
  return Object.fromEntries(
    [...shown].filter((n) => n >= 1 && n <= count).map((n) => [n, hrefOf(n)]),
  );
}

/** A sector as the grid shows it: its tile and its link. */
export interface GridSector {
  id: string;
  icon: string;
  itemCount: number;
  href: string;
}

/** A product as the grid shows it: its card's link and title, and its sector. */
export interface GridProduct {
  key: string;
  category: string;
  href: string;
  /** In the page's language. */
  name: string;
}

/** The catalogue the grid shows and searches, with its links in the page's language. */
export interface GridCatalog {
  /** The sectors page. */
  path: string;
  categories: GridSector[];
  products: GridProduct[];
}

/**
 * The grid's catalogue and its cards' pictures as the loader sends them. A product's link is the
 * rest after its sector's link and a '/', or a whole path (starting with '/') where a route map
 * puts it elsewhere.
 */
export interface PackedGrid {
  path: string;
  /** [id, icon, item count, link], in the catalogue's order. */
  sectors: [id: string, icon: string, itemCount: number, href: string][];
  /**
   * [key, the sector's place in `sectors`, link, name, card picture], in the catalogue's order;
   * no picture where the card follows `card`.
   */
  products: [key: string, sector: number, href: string, name: string, card?: LoaderImage][];
  /**
   * The cards' common rule: a compact picture whose base path is `before` + the product's key +
   * `after`, with these sizes and formats.
   */
  card?: [
    before: string,
    after: string,
    width: number,
    height: number,
    widths: readonly number[],
    formats: string,
  ];
}

type CardRule = NonNullable<PackedGrid['card']>;

function ruleCard(rule: CardRule, key: string): CompactImage {
  const [before, after, ...rest] = rule;
  return [`${before}${key}${after}`, ...rest];
}

/** The rule of the first compact card whose base path names its product's key, if any. */
function cardRule(cards: Readonly<Record<string, LoaderImage>>): CardRule | undefined {
  for (const [key, card] of Object.entries(cards)) {
    if (!Array.isArray(card)) continue;
    const [base, ...rest] = card as CompactImage;
    const at = base.lastIndexOf(`/${key}/`) + 1;
    if (at > 0) return [base.slice(0, at), base.slice(at + key.length), ...rest];
  }
  return undefined;
}

/** The grid's data for the loader; each product must have a card and a sector of `catalog`'s. */
export function packGrid(
  catalog: GridCatalog,
  cards: Readonly<Record<string, LoaderImage>>,
): PackedGrid {
  const place = new Map(catalog.categories.map((c, i) => [c.id, i]));
  const rule = cardRule(cards);
  const follows = (key: string, card: LoaderImage) =>
    rule !== undefined && JSON.stringify(card) === JSON.stringify(ruleCard(rule, key));
  return {
    path: catalog.path,
    ...(rule ? { card: rule } : {}),
    sectors: catalog.categories.map((c) => [c.id, c.icon, c.itemCount, c.href]),
    products: catalog.products.map((p) => {
      const sector = place.get(p.category);
      const card = cards[p.key];
      if (sector === undefined || card === undefined) {
        throw new Error(`The grid's product ${p.key} has no sector ${p.category} or no card`);
      }
      const under = `${catalog.categories[sector]!.href}/`;
      const href = p.href.startsWith(under) ? p.href.slice(under.length) : p.href;
      return follows(p.key, card)
        ? [p.key, sector, href, p.name]
        : [p.key, sector, href, p.name, card];
    }),
  };
}

/** The grid's catalogue and its cards by product key, from the loader's data. */
export function unpackGrid(packed: PackedGrid): {
  catalog: GridCatalog;
  cards: Record<string, LoaderImage>;
} {
  const categories = packed.sectors.map(([id, icon, itemCount, href]) => ({
    id,
    icon,
    itemCount,
    href,
  }));
  const cards: Record<string, LoaderImage> = {};
  const products = packed.products.map(([key, sector, href, name, card]) => {
    const { id, href: under } = categories[sector]!;
    cards[key] = card ?? ruleCard(packed.card!, key);
    return { key, category: id, href: href.startsWith('/') ? href : `${under}/${href}`, name };
  });
  return { catalog: { path: packed.path, categories, products }, cards };
}
