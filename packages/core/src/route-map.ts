import { defaultLanguages, languageCodes, type Languages } from './languages';
import { checkRouteMapInput, routeMapInput } from './route-map-input';
import type { Lang, Localized, PathEntry, RouteMatch } from './types';

/**
 * Defined (as `true`) by the kit's Vite plugin in a site's browser build only, whose config the
 * build has already checked in Node: there `createRouteMap` skips its input checks.
 */
declare const __DEFNE_BROWSER_BUILD__: boolean | undefined;

/**
 * The codes of the kit's default languages (`defaultLanguages`), in order. A site with its own
 * list reads its route map's `languages` instead.
 */
export const languages: readonly Lang[] = languageCodes(defaultLanguages);

/**
 * A language a path can be shown in: a code of the list as it is; anything else counts as the
 * first language after the default, the one for every other visitor (spec section 4: with the
 * kit's default list, non-Turkish counts as English).
 */
export function toLang(value: string | null | undefined, list: Languages = defaultLanguages): Lang {
  const codes = languageCodes(list);
  if (value && codes.includes(value)) return value;
  return codes.find((code) => code !== list.default) ?? list.default;
}

interface SplitPath {
  /** Without trailing slash (except `/` itself). */
  pathname: string;
  trailingSlash: boolean;
  /** Query and hash as given, e.g. `?category=x#top`. */
  rest: string;
}

function splitPath(path: string): SplitPath {
  const cut = path.search(/[?#]/);
  const raw = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const trimmed = raw.replace(/\/+$/, '');
  return {
    pathname: trimmed === '' ? '/' : trimmed,
    trailingSlash: trimmed !== '' && trimmed !== raw,
    rest,
  };
}

/**
 * The pathname alone, without query, hash or trailing slash (`/about/?x#y` → `/about`).
 * Prerendered locations end with `/`; compare paths through this.
 */
export function normalizePath(path: string): string {
  return splitPath(path).pathname;
}

/**
 * How many products a sector's page lists (D25): a sector of more has pages of this size, page
 * n ≥ 2 at `{sector path}/{n}`, so no page grows with the catalogue.
 */
export const SECTOR_PAGE_SIZE = 24;

/** What `createRouteMap` needs: a site's pages and its sector slugs. */
export interface RouteMapConfig<P extends string, C extends string> {
  /**
   * The path of every page in each language, in navigation order. The home page's is `/` in the
   * default language (and `/` or a home of its own, such as `/en`, in each other one).
   */
  pages: { readonly [K in P]: Localized };
  /** The categories with their slugs, in catalogue order (`SectorCategory` objects fit). */
  categories: readonly { readonly id: C; readonly slug: Localized }[];
  /** The page whose paths prefix the sector paths (`/sektorler/{slug}`). @default 'sectors' */
  sectorsPage?: NoInfer<P>;
  /**
   * The page at `/`: its path in the default language is `/`. Its path in each other language is
   * `/` too (one home shared by the languages) or a home of its own such as `/en` (design D14).
   * @default 'home'
   */
  homePage?: NoInfer<P>;
  /**
   * The site's default language: the one `/` shows to a visitor who has not chosen (and search
   * engines' `x-default`), and the one the language-free not-found page (`/404`) is prerendered
   * in. Each other language's home, when it has its own path, is that language's folder
   * (`/en`, or `/tr` on an English-first site). @default the kit's default language
   */
  defaultLang?: Lang;
  /**
   * The site's language codes, in display order (a `Languages` list's codes). Every page,
   * category and product must have a path or slug in each, and none in another.
   * @default the languages of the home page's paths, in their order
   */
  languages?: readonly Lang[];
  /**
   * Products with their slugs, in catalogue order: each gets a path under its sector in every
   * language (`/sektorler/{sector}/{product}`, D17). Slugs must be unique within a sector.
   * @default []
   */
  products?: readonly {
    readonly key: string;
    readonly category: NoInfer<C>;
    readonly slug: Localized;
  }[];
  /**
   * How many products a sector's page lists: page n ≥ 2 of a sector is at `{sector path}/{n}`
   * (D25), so a product slug is never digits only. @default SECTOR_PAGE_SIZE (24)
   */
  pageSize?: number;
}

/** A site's route helpers, all bound to its own pages and categories. */
export interface RouteMap<P extends string, C extends string> {
  /** The default language (`defaultLang` of the config): `/`'s language until a visitor chooses. */
  defaultLang: Lang;
  /** The site's language codes, in display order. */
  languages: readonly Lang[];
  /** The pages' paths as given. */
  pagePaths: { readonly [K in P]: Localized };
  /** Page ids in navigation order. */
  pageIds: P[];
  /** Sector slugs per category. */
  sectorSlugs: Record<C, Localized>;
  /** The category of a sector slug in a language, or null. */
  categoryFromSlug(slug: string, lang: Lang): C | null;
  /** Whether a string is one of the map's category ids. */
  isCategoryId(value: string): value is C;
  pagePath(page: P, lang: Lang): string;
  /**
   * `{sectors page path}/{slug}` in the language; with a page n ≥ 2, `{…}/{slug}/{n}` (D25).
   * Throws on a page the sector does not have.
   */
  sectorPath(id: C, lang: Lang, page?: number): string;
  /** How many products a sector's page lists (`pageSize`). */
  pageSize: number;
  /** How many pages a sector has: 1 at least, an empty sector's page included. */
  sectorPageCount(id: C): number;
  /** The product keys of one page of a sector (1-based), in catalogue order. */
  sectorPageKeys(id: C, page: number): readonly string[];
  /** `{sector path}/{product slug}` in the language; throws on a product the map does not know. */
  productPath(key: string, lang: Lang): string;
  /** The path of a matched route in a language. */
  routePath(match: RouteMatch<P, C>, lang: Lang): string;
  /** The route of a path; tolerant of a trailing slash, a query and a hash. Null when unknown. */
  matchPath(path: string): RouteMatch<P, C> | null;
  /** The language a path belongs to; null for `/` and unknown paths (D2). */
  langOfPath(path: string): Lang | null;
  /**
   * The same screen's path in `lang`, keeping the query, the hash and a trailing slash.
   * An unmapped path comes back unchanged; `/` stays `/`; another language's home of its own
   * (`/en`) has `/` as its twin in the default language.
   */
  twinPath(path: string, toLang: Lang): string;
  /** A known category id → its slug path in `lang`; else `{sectors path}?category={id}`. */
  legacyCategoryPath(categoryId: string, lang: Lang): string;
  /**
   * Every prerenderable path with its language, route and twins (keyed by language code): `/`
   * (and each other language's home that has its own path), each page in every language, each
   * sector in every language followed by its pages 2 and on, then each product in every language
   * (no 404 page).
   */
  pathEntries: readonly PathEntry<P, C>[];
  /** The paths of `pathEntries`. */
  prerenderPaths: readonly string[];
  /**
   * The language an address's folder belongs to, known page or not: a known path's own; under a
   * sectors page's path or another language's home of its own (`/en/…`), that language; else null
   * (`/`, and unknown addresses outside those folders, show the visitor's preference).
   */
  prefixLangOf(path: string): Lang | null;
  /**
   * The prerendered not-found pages, served for unknown addresses by the nearest one up the
   * address's folders (as static hosts' `404-page` mode does): `/404` (any language), each other
   * language's home's (`/en/404`) and each sectors page's (`/sektorler/404`, `/sectors/404`), so an unknown
   * address under a language's folder answers in that language.
   */
  notFoundPaths: readonly string[];
}

/**
 * Route helpers of a site in any number of languages from its page paths and sector slugs: matching, language
 * twins, sector paths and the list of prerendered paths. The path decides the language (D2);
 * only the home page's `/` is shared, shown in the default language (`defaultLang`) until the
 * visitor chooses.
 *
 * ```ts
 * const routes = createRouteMap({
 *   pages: { home: { tr: '/', en: '/' }, sectors: { tr: '/sektorler', en: '/sectors' } },
 *   categories: [{ id: 'boxes', slug: { tr: 'koliler', en: 'boxes' } }],
 * });
 * routes.twinPath('/sektorler/koliler', 'en'); // '/sectors/boxes'
 * ```
 */
export function createRouteMap<const P extends string, const C extends string>(
  config: RouteMapConfig<P, C>,
): RouteMap<P, C> {
  // The build has run these on the same config in Node; the browser build leaves them out.
  if (typeof __DEFNE_BROWSER_BUILD__ === 'undefined') checkRouteMapInput(config);
  const { pages, categories } = config;
  const { homePage, sectorsPage, pageIds, langs, defaultLang } = routeMapInput(config);
  const at = (value: Localized, lang: Lang): string => value[lang] as string;
  // Each other language whose home has a path of its own (`/en`): its folder, in list order.
  const otherHomes = langs.filter(
    (lang) => lang !== defaultLang && at(pages[homePage], lang) !== '/',
  );
  const hasSectors = pageIds.includes(sectorsPage);
  // A code the map does not know reads as `toLang` reads it (spec section 4).
  const fallback = langs.find((code) => code !== defaultLang) ?? defaultLang;
  const known = (lang: Lang): Lang => (langs.includes(lang) ? lang : fallback);

  const sectorSlugs = Object.fromEntries(categories.map((c) => [c.id, c.slug])) as Record<
    C,
    Localized
  >;
  const categoryBySlug = new Map<Lang, ReadonlyMap<string, C>>(
    langs.map((lang) => [lang, new Map(categories.map((c) => [at(c.slug, lang), c.id]))]),
  );
  const categoryIds = new Set<string>(categories.map((c) => c.id));
  const products = config.products ?? [];
  const productByKey = new Map(products.map((p) => [p.key, p]));
  // `{category}/{slug}` → product key, per language.
  const productBySlug = new Map<Lang, Map<string, string>>(langs.map((lang) => [lang, new Map()]));
  for (const product of products) {
    for (const lang of langs) {
      productBySlug.get(lang)?.set(`${product.category}/${at(product.slug, lang)}`, product.key);
    }
  }

  const pageSize = config.pageSize ?? SECTOR_PAGE_SIZE;
  const keysBySector = new Map<string, string[]>(categories.map((c) => [c.id, []]));
  for (const product of products) keysBySector.get(product.category)?.push(product.key);
  const sectorPageCount = (id: C): number =>
    Math.max(1, Math.ceil((keysBySector.get(id)?.length ?? 0) / pageSize));
  const sectorPageKeys = (id: C, page: number): readonly string[] =>
    (keysBySector.get(id) ?? []).slice((page - 1) * pageSize, page * pageSize);

  const categoryFromSlug = (slug: string, lang: Lang): C | null =>
    categoryBySlug.get(known(lang))?.get(slug) ?? null;
  const isCategoryId = (value: string): value is C => categoryIds.has(value);
  const pagePath = (page: P, lang: Lang): string => at(pages[page], known(lang));
  const sectorPath = (id: C, lang: Lang, page = 1): string => {
    const l = known(lang);
    const path = `${at(pages[sectorsPage], l)}/${at(sectorSlugs[id], l)}`;
    if (page === 1) return path;
    if (!Number.isInteger(page) || page < 1 || page > sectorPageCount(id)) {
      throw new Error(`createRouteMap: the sector "${id}" has no page ${String(page)}`);
    }
    return `${path}/${page}`;
  };
  const productPath = (key: string, lang: Lang): string => {
    const product = productByKey.get(key);
    if (!product) throw new Error(`createRouteMap: unknown product "${key}"`);
    return `${sectorPath(product.category, lang)}/${at(product.slug, known(lang))}`;
  };
  const routePath = (match: RouteMatch<P, C>, lang: Lang): string => {
    switch (match.kind) {
      case 'page':
        return pagePath(match.page, lang);
      case 'sector':
        return sectorPath(match.category, lang, match.page);
      case 'product':
        return productPath(match.product, lang);
    }
  };

  // '/' belongs to no language (D2); another language's home of its own (`/en`) is that language's.
  const pageByPath = new Map<string, { page: P; lang: Lang }>(
    pageIds
      .flatMap((page) => langs.map((lang) => [at(pages[page], lang), { page, lang }] as const))
      .filter(([path]) => path !== '/'),
  );

  const matchPath = (path: string): RouteMatch<P, C> | null => {
    const { pathname } = splitPath(path);
    if (pathname === '/') return { kind: 'page', page: homePage, lang: null };
    const page = pageByPath.get(pathname);
    if (page) return { kind: 'page', page: page.page, lang: page.lang };
    if (!hasSectors) return null;
    for (const lang of langs) {
      const prefix = `${at(pages[sectorsPage], lang)}/`;
      if (pathname.startsWith(prefix)) {
        const [sectorSlug = '', productSlug, ...more] = pathname.slice(prefix.length).split('/');
        const category = categoryFromSlug(sectorSlug, lang);
        if (!category || more.length > 0) return null;
        if (productSlug === undefined) return { kind: 'sector', category, lang };
        // Page n ≥ 2 of the sector, written as the route map writes it (no `/1`, no `/02`).
        if (/^[1-9]\d*$/.test(productSlug)) {
          const page = Number(productSlug);
          return page >= 2 && page <= sectorPageCount(category)
            ? { kind: 'sector', category, lang, page }
            : null;
        }
        const product = productBySlug.get(lang)?.get(`${category}/${productSlug}`);
        return product ? { kind: 'product', category, product, lang } : null;
      }
    }
    return null;
  };

  const langOfPath = (path: string): Lang | null => matchPath(path)?.lang ?? null;

  const twinPath = (path: string, toLang: Lang): string => {
    const match = matchPath(path);
    // `/` shows the stored preference in any language: its switch keeps the path.
    if (!match || match.lang === null) return path;
    const { trailingSlash, rest } = splitPath(path);
    const target = routePath(match, toLang);
    return `${target}${trailingSlash && target !== '/' ? '/' : ''}${rest}`;
  };

  const legacyCategoryPath = (categoryId: string, lang: Lang): string =>
    isCategoryId(categoryId)
      ? sectorPath(categoryId, lang)
      : `${pagePath(sectorsPage, lang)}?category=${encodeURIComponent(categoryId)}`;

  const entriesOf = (match: RouteMatch<P, C>): PathEntry<P, C>[] => {
    const alternates: Localized = Object.fromEntries(
      langs.map((lang) => [lang, routePath(match, lang)]),
    );
    if (match.kind === 'page' && match.page === homePage) {
      const shared: PathEntry<P, C> = { path: '/', lang: null, match, alternates };
      return [
        shared,
        ...otherHomes.map((lang) => ({
          path: at(alternates, lang),
          lang,
          match: { ...match, lang },
          alternates,
        })),
      ];
    }
    return langs.map((lang) => ({
      path: at(alternates, lang),
      lang,
      match: { ...match, lang },
      alternates,
    }));
  };

  const first = langs[0] ?? defaultLang;
  const pathEntries: readonly PathEntry<P, C>[] = [
    ...pageIds.flatMap((page) => entriesOf({ kind: 'page', page, lang: null })),
    ...categories.flatMap((c) =>
      Array.from({ length: sectorPageCount(c.id) }, (_, i) =>
        entriesOf({
          kind: 'sector',
          category: c.id,
          lang: first,
          ...(i > 0 ? { page: i + 1 } : {}),
        }),
      ).flat(),
    ),
    ...products.flatMap((p) =>
      entriesOf({ kind: 'product', category: p.category, product: p.key, lang: first }),
    ),
  ];

  // Folders whose unknown addresses belong to one language: the sectors page's (its catalogue
  // route takes every address below it) and each other language's home of its own.
  const languageFolders: { folder: string; lang: Lang }[] = [
    ...(hasSectors ? langs.map((lang) => ({ folder: at(pages[sectorsPage], lang), lang })) : []),
    ...otherHomes.map((lang) => ({ folder: at(pages[homePage], lang), lang })),
  ];
  const prefixLangOf = (path: string): Lang | null => {
    const match = matchPath(path);
    if (match) return match.lang;
    const { pathname } = splitPath(path);
    return languageFolders.find(({ folder }) => pathname.startsWith(`${folder}/`))?.lang ?? null;
  };
  const notFoundPaths = ['/404', ...languageFolders.map(({ folder }) => `${folder}/404`)];

  return {
    defaultLang,
    languages: langs,
    pagePaths: pages,
    pageIds,
    sectorSlugs,
    categoryFromSlug,
    isCategoryId,
    pagePath,
    sectorPath,
    pageSize,
    sectorPageCount,
    sectorPageKeys,
    productPath,
    routePath,
    matchPath,
    langOfPath,
    twinPath,
    legacyCategoryPath,
    pathEntries,
    prerenderPaths: pathEntries.map((e) => e.path),
    prefixLangOf,
    notFoundPaths,
  };
}
