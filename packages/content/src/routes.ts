import { categories, products, type ProductKey } from './catalog';
import { productSlugs, slugHistory } from './generated/content';
import { createSlugRedirects, type SlugRedirect } from '@defne/core';
import { createRouteMap, languages, normalizePath, toLang } from '@defne/core';
import type { CategoryId, Lang, Localized, PageId, PathEntry, RouteMatch } from './types';

export type { Lang, PageId, PathEntry, RouteMatch } from './types';
export { languages, normalizePath, toLang };

/** A product's slugs, which the content check generated for every product. */
function slugsOf(key: ProductKey): Localized {
  const slugs = productSlugs[key];
  if (!slugs) throw new Error(`product ${key} has no slugs: run defne-content data src/generated`);
  return slugs;
}

/**
 * Turkish and English path of every page (spec section 2, plus the KVKK notice of D7, and the
 * product search and the quote list of D23). `/` shows the stored preference (spec); `/en` is the
 * English home search engines index (D14).
 */
export const pagePaths = {
  home: { tr: '/', en: '/en' },
  about: { tr: '/hakkimizda', en: '/about' },
  corporate: { tr: '/kurumsal', en: '/corporate' },
  mission: { tr: '/misyon', en: '/mission' },
  vision: { tr: '/vizyon', en: '/vision' },
  sectors: { tr: '/sektorler', en: '/sectors' },
  suppliers: { tr: '/tedarikcilerimiz', en: '/suppliers' },
  contact: { tr: '/iletisim', en: '/contact' },
  privacy: { tr: '/kvkk', en: '/privacy' },
  quote: { tr: '/teklif-listesi', en: '/quote-list' },
  // The product search (the kit's `search` page, D23): every word of the data, not just names.
  search: { tr: '/arama', en: '/search' },
} as const satisfies Record<PageId, Localized>;

/** This site's route helpers: the same factory a sister site calls with its own map. */
export const routes = createRouteMap<PageId, CategoryId>({
  pages: pagePaths,
  categories,
  products: products.map((p) => ({
    key: p.key,
    category: p.category,
    slug: slugsOf(p.key as ProductKey),
  })),
});

/** Page ids in navigation order. */
export const pageIds: PageId[] = routes.pageIds;

/** Sector slugs per category (spec section 2). */
export const sectorSlugs: Record<CategoryId, Localized> = routes.sectorSlugs;

/** The category of a sector slug in a language, or null. */
export function categoryFromSlug(slug: string, lang: Lang): CategoryId | null {
  return routes.categoryFromSlug(slug, lang);
}

export function pagePath(page: PageId, lang: Lang): string {
  return routes.pagePath(page, lang);
}

/** `/sektorler/{tr slug}` or `/sectors/{en slug}`. */
export function sectorPath(id: CategoryId, lang: Lang): string {
  return routes.sectorPath(id, lang);
}

/**
 * `/sektorler/{sector}/{product}` or `/sectors/{sector}/{product}`, slugs from the product's
 * name in that language (D17).
 */
export function productPath(key: ProductKey, lang: Lang): string {
  return routes.productPath(key, lang);
}

/** The path of a matched route in a language. */
export function routePath(match: RouteMatch, lang: Lang): string {
  return routes.routePath(match, lang);
}

/** The route of a path; tolerant of a trailing slash, a query and a hash. Null when unknown. */
export function matchPath(path: string): RouteMatch | null {
  return routes.matchPath(path);
}

/** The language a path belongs to; null for `/` and unknown paths (D2). */
export function langOfPath(path: string): Lang | null {
  return routes.langOfPath(path);
}

/**
 * The same screen's path in `lang`, keeping the query, the hash and a trailing slash.
 * An unmapped path comes back unchanged; `/` stays `/`; `/en`'s Turkish twin is `/`.
 */
export function twinPath(path: string, lang: Lang): string {
  return routes.twinPath(path, lang);
}

/**
 * Where the legacy `/sectors?category={id}` goes: the slug path of a known id in `lang`,
 * else `{sectors path}?category={id}`.
 */
export function legacyCategoryPath(categoryId: string, lang: Lang): string {
  return routes.legacyCategoryPath(categoryId, lang);
}

/**
 * Every prerenderable path with its language, route and twins: `/`, `/en`, each page in both
 * languages, each sector in both languages, then each product in both languages (the 404 page
 * is not included).
 */
export const pathEntries: readonly PathEntry[] = routes.pathEntries;

/** The paths of `pathEntries`: `/` + `/en` + 8 × 2 pages + 6 × 2 sectors + 28 × 2 products = 86. */
export const prerenderPaths: readonly string[] = routes.prerenderPaths;

/**
 * Every address this site once published that now lives elsewhere, with today's address (301,
 * no chains): renamed products and sectors (from `previousSlugs` in their data files) and removed
 * products (`data/removed.json`, to their sector). The serving rule set (nginx, `pnpm start`,
 * `_redirects`) reads it; empty while nothing has been renamed or removed.
 */
export const slugRedirects: readonly SlugRedirect[] = /* @__PURE__ */ createSlugRedirects(
  routes,
  products,
  slugHistory,
);
