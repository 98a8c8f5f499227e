/*
 * What `createRouteMap` is given: its defaults, and the checks that stop a wrong config. The
 * checks live apart from the route map because a site's config is evaluated twice: by the build,
 * in Node, which stops on a wrong one, and then by every page in the browser, where the same
 * config can no longer be wrong. The kit's Vite plugin defines `__DEFNE_BROWSER_BUILD__` in the
 * browser build, and there `createRouteMap` skips `checkRouteMapInput`, which the bundler then
 * leaves out of every page.
 */
import { defaultLanguages } from './languages';
import type { RouteMapConfig } from './route-map';
import type { Lang, Localized } from './types';

/** A route map config's choices with their defaults filled in. */
export interface RouteMapInput<P extends string> {
  homePage: P;
  sectorsPage: P;
  pageIds: P[];
  /** The language codes, in order. */
  langs: readonly Lang[];
  defaultLang: Lang;
}

/** The config's choices, each default filled in (see `RouteMapConfig`). */
export function routeMapInput<P extends string, C extends string>(
  config: RouteMapConfig<P, C>,
): RouteMapInput<P> {
  const homePage = (config.homePage ?? 'home') as P;
  // A config without its home page has no languages here: `checkRouteMapInput` stops it first.
  const home: Localized | undefined = config.pages[homePage];
  return {
    homePage,
    sectorsPage: (config.sectorsPage ?? 'sectors') as P,
    pageIds: Object.keys(config.pages) as P[],
    langs: config.languages ?? Object.keys(home ?? {}),
    defaultLang: config.defaultLang ?? defaultLanguages.default,
  };
}

/**
 * Throws on a route map config that would make a wrong site: no home page, a default language
 * not in the list, a page, category or product without a path or slug in each language (or with
 * one in another), a home page not at `/` in the default language, categories without a sectors
 * page, a product of an unknown category, two products of a category sharing a slug, a product
 * slug of digits only (a sector's page number), a page size that is not a whole number above 0.
 */
export function checkRouteMapInput<P extends string, C extends string>(
  config: RouteMapConfig<P, C>,
): void {
  const { pages, categories } = config;
  const { homePage, sectorsPage, pageIds, langs, defaultLang } = routeMapInput(config);
  if (!pageIds.includes(homePage)) throw new Error(`createRouteMap: no home page "${homePage}"`);
  if (!langs.includes(defaultLang)) {
    throw new Error(
      `createRouteMap: defaultLang must be one of ${langs.map((l) => `"${l}"`).join(', ')}, not "${String(defaultLang)}"`,
    );
  }
  // Every path and slug in each language, and none in another: a gap would drop a page silently.
  const inEvery = (value: Localized, what: string): void => {
    const missing = langs.filter((lang) => typeof value[lang] !== 'string');
    const extra = Object.keys(value).filter((code) => !langs.includes(code));
    if (missing.length > 0) {
      throw new Error(`createRouteMap: ${what} has no ${missing.map((l) => `"${l}"`).join(', ')}`);
    }
    if (extra.length > 0) {
      throw new Error(
        `createRouteMap: ${what} has ${extra.map((l) => `"${l}"`).join(', ')}, not one of the languages (${langs.join(', ')})`,
      );
    }
  };
  for (const page of pageIds) inEvery(pages[page], `the page "${page}"`);
  for (const c of categories) inEvery(c.slug, `the category "${c.id}"`);
  if (pages[homePage][defaultLang] !== '/') {
    throw new Error(
      `createRouteMap: the home page "${homePage}" must be at "/" in the default language (${defaultLang})`,
    );
  }
  const { pageSize } = config;
  if (pageSize !== undefined && !(Number.isInteger(pageSize) && pageSize >= 1)) {
    throw new Error(
      `createRouteMap: pageSize must be a whole number of products of at least 1, not ${String(pageSize)}`,
    );
  }
  if (categories.length > 0 && !pageIds.includes(sectorsPage)) {
    throw new Error(`createRouteMap: categories need a sectors page "${sectorsPage}"`);
  }
  const categoryIds = new Set<string>(categories.map((c) => c.id));
  // `{category}/{slug}` → product key, per language.
  const productBySlug = new Map<Lang, Map<string, string>>(langs.map((lang) => [lang, new Map()]));
  for (const product of config.products ?? []) {
    if (!categoryIds.has(product.category)) {
      throw new Error(`createRouteMap: product "${product.key}" has an unknown category`);
    }
    inEvery(product.slug, `the product "${product.key}"`);
    for (const lang of langs) {
      const slugs = productBySlug.get(lang) as Map<string, string>;
      const slug = product.slug[lang] as string;
      // `{sector}/2` is the sector's second page (D25).
      if (/^\d+$/.test(slug)) {
        throw new Error(
          `createRouteMap: the product "${product.key}" has the ${lang} slug "${slug}", all digits, which a sector's page number takes: give it a word`,
        );
      }
      const taken = slugs.get(`${product.category}/${slug}`);
      if (taken) {
        throw new Error(
          `createRouteMap: products "${taken}" and "${product.key}" share the ${lang} slug "${slug}"`,
        );
      }
      slugs.set(`${product.category}/${slug}`, product.key);
    }
  }
}
