import type { Lang, Localized, PathEntry, RouteMatch } from '../types';

/** The site languages, Turkish first. */
export const languages = ['tr', 'en'] as const satisfies readonly Lang[];

/** Non-tr counts as en for paths (spec section 4). */
export function toLang(value: string | null | undefined): Lang {
  return value === 'tr' ? 'tr' : 'en';
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

/** What `createRouteMap` needs: a site's pages and its sector slugs. */
export interface RouteMapConfig<P extends string, C extends string> {
  /** Turkish and English path of every page, in navigation order. The home page's is `/` in both. */
  pages: { readonly [K in P]: Localized };
  /** The categories with their slugs, in catalogue order (`SectorCategory` objects fit). */
  categories: readonly { readonly id: C; readonly slug: Localized }[];
  /** The page whose paths prefix the sector paths (`/sektorler/{slug}`). @default 'sectors' */
  sectorsPage?: NoInfer<P>;
  /**
   * The page at `/`: its Turkish path is `/`. Its English path is `/` too (one home shared by
   * both languages) or an English home of its own such as `/en` (design D14). @default 'home'
   */
  homePage?: NoInfer<P>;
}

/** A site's route helpers, all bound to its own pages and categories. */
export interface RouteMap<P extends string, C extends string> {
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
  /** `{sectors page path}/{slug}` in the language. */
  sectorPath(id: C, lang: Lang): string;
  /** The path of a matched route in a language. */
  routePath(match: RouteMatch<P, C>, lang: Lang): string;
  /** The route of a path; tolerant of a trailing slash, a query and a hash. Null when unknown. */
  matchPath(path: string): RouteMatch<P, C> | null;
  /** The language a path belongs to; null for `/` and unknown paths (D2). */
  langOfPath(path: string): Lang | null;
  /**
   * The same screen's path in `lang`, keeping the query, the hash and a trailing slash.
   * An unmapped path comes back unchanged; `/` stays `/`; an English home of its own (`/en`)
   * has `/` as its Turkish twin.
   */
  twinPath(path: string, lang: Lang): string;
  /** A known category id → its slug path in `lang`; else `{sectors path}?category={id}`. */
  legacyCategoryPath(categoryId: string, lang: Lang): string;
  /**
   * Every prerenderable path with its language, route and twins: `/` (and the English home when
   * it has its own path), each page in both languages, then each sector in both languages (no
   * 404 page).
   */
  pathEntries: readonly PathEntry<P, C>[];
  /** The paths of `pathEntries`. */
  prerenderPaths: readonly string[];
}

/**
 * Route helpers of a bilingual site from its page paths and sector slugs: matching, language
 * twins, sector paths and the list of prerendered paths. The path decides the language (D2);
 * only the home page's `/` is shared.
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
  const { pages, categories } = config;
  const homePage = (config.homePage ?? 'home') as P;
  const sectorsPage = (config.sectorsPage ?? 'sectors') as P;
  const pageIds = Object.keys(pages) as P[];
  if (!pageIds.includes(homePage)) throw new Error(`createRouteMap: no home page "${homePage}"`);
  if (pages[homePage].tr !== '/') {
    throw new Error(`createRouteMap: the home page "${homePage}" must be at "/" in Turkish`);
  }
  const hasSectors = pageIds.includes(sectorsPage);
  if (categories.length > 0 && !hasSectors) {
    throw new Error(`createRouteMap: categories need a sectors page "${sectorsPage}"`);
  }

  const sectorSlugs = Object.fromEntries(categories.map((c) => [c.id, c.slug])) as Record<
    C,
    Localized
  >;
  const categoryBySlug: Record<Lang, ReadonlyMap<string, C>> = {
    tr: new Map(categories.map((c) => [c.slug.tr, c.id])),
    en: new Map(categories.map((c) => [c.slug.en, c.id])),
  };
  const categoryIds = new Set<string>(categories.map((c) => c.id));

  const categoryFromSlug = (slug: string, lang: Lang): C | null =>
    categoryBySlug[toLang(lang)].get(slug) ?? null;
  const isCategoryId = (value: string): value is C => categoryIds.has(value);
  const pagePath = (page: P, lang: Lang): string => pages[page][toLang(lang)];
  const sectorPath = (id: C, lang: Lang): string => {
    const l = toLang(lang);
    return `${pages[sectorsPage][l]}/${sectorSlugs[id][l]}`;
  };
  const routePath = (match: RouteMatch<P, C>, lang: Lang): string =>
    match.kind === 'page' ? pagePath(match.page, lang) : sectorPath(match.category, lang);

  // '/' belongs to no language (D2); an English home of its own (`/en`) is English.
  const pageByPath = new Map<string, { page: P; lang: Lang }>(
    pageIds
      .flatMap((page) => languages.map((lang) => [pages[page][lang], { page, lang }] as const))
      .filter(([path]) => path !== '/'),
  );

  const matchPath = (path: string): RouteMatch<P, C> | null => {
    const { pathname } = splitPath(path);
    if (pathname === '/') return { kind: 'page', page: homePage, lang: null };
    const page = pageByPath.get(pathname);
    if (page) return { kind: 'page', page: page.page, lang: page.lang };
    if (!hasSectors) return null;
    for (const lang of languages) {
      const prefix = `${pages[sectorsPage][lang]}/`;
      if (pathname.startsWith(prefix)) {
        const category = categoryFromSlug(pathname.slice(prefix.length), lang);
        return category ? { kind: 'sector', category, lang } : null;
      }
    }
    return null;
  };

  const langOfPath = (path: string): Lang | null => matchPath(path)?.lang ?? null;

  const twinPath = (path: string, lang: Lang): string => {
    const match = matchPath(path);
    // `/` shows the stored preference in either language: its toggle keeps the path.
    if (!match || match.lang === null) return path;
    const { trailingSlash, rest } = splitPath(path);
    const target = routePath(match, lang);
    return `${target}${trailingSlash && target !== '/' ? '/' : ''}${rest}`;
  };

  const legacyCategoryPath = (categoryId: string, lang: Lang): string =>
    isCategoryId(categoryId)
      ? sectorPath(categoryId, lang)
      : `${pagePath(sectorsPage, lang)}?category=${encodeURIComponent(categoryId)}`;

  const entriesOf = (match: RouteMatch<P, C>): PathEntry<P, C>[] => {
    const alternates = { tr: routePath(match, 'tr'), en: routePath(match, 'en') };
    if (match.kind === 'page' && match.page === homePage) {
      const shared: PathEntry<P, C> = { path: '/', lang: null, match, alternates };
      if (alternates.en === '/') return [shared];
      return [
        shared,
        { path: alternates.en, lang: 'en', match: { ...match, lang: 'en' }, alternates },
      ];
    }
    return languages.map((lang) => ({
      path: alternates[lang],
      lang,
      match: { ...match, lang },
      alternates,
    }));
  };

  const pathEntries: readonly PathEntry<P, C>[] = [
    ...pageIds.flatMap((page) => entriesOf({ kind: 'page', page, lang: null })),
    ...categories.flatMap((c) => entriesOf({ kind: 'sector', category: c.id, lang: 'tr' })),
  ];

  return {
    pagePaths: pages,
    pageIds,
    sectorSlugs,
    categoryFromSlug,
    isCategoryId,
    pagePath,
    sectorPath,
    routePath,
    matchPath,
    langOfPath,
    twinPath,
    legacyCategoryPath,
    pathEntries,
    prerenderPaths: pathEntries.map((e) => e.path),
  };
}
