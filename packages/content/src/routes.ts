import { categories, isCategoryId } from './catalog';
import type { CategoryId, Lang, Localized } from './types';

export type { Lang } from './types';

export const languages = ['tr', 'en'] as const satisfies readonly Lang[];

/** Non-tr counts as en for paths (spec section 4). */
export function toLang(value: string | null | undefined): Lang {
  return value === 'tr' ? 'tr' : 'en';
}

/** Every screen with its own path (sector details aside). */
export type PageId =
  | 'home'
  | 'about'
  | 'corporate'
  | 'mission'
  | 'vision'
  | 'sectors'
  | 'suppliers'
  | 'contact'
  | 'privacy';

/** Turkish and English path of every page (spec section 2, plus the KVKK notice of D7). */
export const pagePaths = {
  home: { tr: '/', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  corporate: { tr: '/kurumsal', en: '/corporate' },
  mission: { tr: '/misyon', en: '/mission' },
  vision: { tr: '/vizyon', en: '/vision' },
  sectors: { tr: '/sektorler', en: '/sectors' },
  suppliers: { tr: '/tedarikcilerimiz', en: '/suppliers' },
  contact: { tr: '/iletisim', en: '/contact' },
  privacy: { tr: '/kvkk', en: '/privacy' },
} as const satisfies Record<PageId, Localized>;

/** Page ids in navigation order. */
export const pageIds = Object.keys(pagePaths) as PageId[];

/** Sector slugs per category (spec section 2). */
export const sectorSlugs: Record<CategoryId, Localized> = Object.fromEntries(
  categories.map((c) => [c.id, c.slug]),
) as Record<CategoryId, Localized>;

const categoryBySlug: Record<Lang, ReadonlyMap<string, CategoryId>> = {
  tr: new Map(categories.map((c) => [c.slug.tr, c.id])),
  en: new Map(categories.map((c) => [c.slug.en, c.id])),
};

/** The category of a sector slug in a language, or null. */
export function categoryFromSlug(slug: string, lang: Lang): CategoryId | null {
  return categoryBySlug[toLang(lang)].get(slug) ?? null;
}

export function pagePath(page: PageId, lang: Lang): string {
  return pagePaths[page][toLang(lang)];
}

/** `/sektorler/{tr slug}` or `/sectors/{en slug}`. */
export function sectorPath(id: CategoryId, lang: Lang): string {
  const l = toLang(lang);
  return `${pagePaths.sectors[l]}/${sectorSlugs[id][l]}`;
}

export type RouteMatch =
  | { kind: 'page'; page: PageId; lang: Lang | null /* null for '/' */ }
  | { kind: 'sector'; category: CategoryId; lang: Lang };

/** The path of a matched route in a language. */
export function routePath(match: RouteMatch, lang: Lang): string {
  return match.kind === 'page' ? pagePath(match.page, lang) : sectorPath(match.category, lang);
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

const pageByPath = new Map<string, { page: PageId; lang: Lang }>(
  pageIds
    .filter((page) => page !== 'home')
    .flatMap((page) => languages.map((lang) => [pagePaths[page][lang], { page, lang }] as const)),
);

/** The route of a path; tolerant of a trailing slash, a query and a hash. Null when unknown. */
export function matchPath(path: string): RouteMatch | null {
  const { pathname } = splitPath(path);
  if (pathname === '/') return { kind: 'page', page: 'home', lang: null };
  const page = pageByPath.get(pathname);
  if (page) return { kind: 'page', page: page.page, lang: page.lang };
  for (const lang of languages) {
    const prefix = `${pagePaths.sectors[lang]}/`;
    if (pathname.startsWith(prefix)) {
      const category = categoryFromSlug(pathname.slice(prefix.length), lang);
      return category ? { kind: 'sector', category, lang } : null;
    }
  }
  return null;
}

/** The language a path belongs to; null for `/` and unknown paths (D2). */
export function langOfPath(path: string): Lang | null {
  return matchPath(path)?.lang ?? null;
}

/**
 * The same screen's path in `lang`, keeping the query, the hash and a trailing slash.
 * An unmapped path comes back unchanged; `/` stays `/`.
 */
export function twinPath(path: string, lang: Lang): string {
  const match = matchPath(path);
  if (!match) return path;
  const { trailingSlash, rest } = splitPath(path);
  const target = routePath(match, lang);
  return `${target}${trailingSlash && target !== '/' ? '/' : ''}${rest}`;
}

/**
 * Where the legacy `/sectors?category={id}` goes: the slug path of a known id in `lang`,
 * else `{sectors path}?category={id}`.
 */
export function legacyCategoryPath(categoryId: string, lang: Lang): string {
  return isCategoryId(categoryId)
    ? sectorPath(categoryId, lang)
    : `${pagePath('sectors', lang)}?category=${encodeURIComponent(categoryId)}`;
}

export interface PathEntry {
  path: string;
  lang: Lang | null;
  match: RouteMatch;
  /** The twin paths (both `/` for home). */
  alternates: Localized;
}

function entriesOf(match: RouteMatch): PathEntry[] {
  const alternates = { tr: routePath(match, 'tr'), en: routePath(match, 'en') };
  if (match.kind === 'page' && match.page === 'home') {
    return [{ path: '/', lang: null, match, alternates }];
  }
  return languages.map((lang) => ({
    path: alternates[lang],
    lang,
    match: { ...match, lang },
    alternates,
  }));
}

/**
 * Every prerenderable path with its language, route and twins: `/`, each page in both
 * languages, then each sector in both languages (the 404 page is not included).
 */
export const pathEntries: readonly PathEntry[] = [
  ...pageIds.flatMap((page) => entriesOf({ kind: 'page', page, lang: null })),
  ...categories.flatMap((c) => entriesOf({ kind: 'sector', category: c.id, lang: 'tr' })),
];

/** The paths of `pathEntries`: 1 + 8 × 2 pages + 6 × 2 sectors = 29. */
export const prerenderPaths: readonly string[] = pathEntries.map((e) => e.path);
