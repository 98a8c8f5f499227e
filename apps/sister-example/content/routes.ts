import { createRouteMap } from '@defne/core';
import { categories, products } from './catalog';
import { productSlugs } from './generated/content';

/** A product's slugs, which `defne-content` generated for every product. */
function slugsOf(key: string) {
  const slugs = productSlugs[key];
  if (!slugs) throw new Error(`product ${key} has no slugs: run defne-content`);
  return slugs;
}

/**
 * The path of every page in each language (Turkish, English, German), in navigation order.
 * Defne Ambalaj sells abroad first: its site opens in English (`defaultLang` below), and Turkish
 * has a home of its own at `/tr`. German lives under `/de`, so an unknown address there (and its
 * not-found page) is answered in German.
 */
export const pagePaths = {
  home: { tr: '/tr', en: '/', de: '/de' },
  about: { tr: '/hakkimizda', en: '/about', de: '/de/ueber-uns' },
  sectors: { tr: '/urunler', en: '/products', de: '/de/produkte' },
  contact: { tr: '/iletisim', en: '/contact', de: '/de/kontakt' },
  privacy: { tr: '/kvkk', en: '/privacy', de: '/de/datenschutz' },
  // The kit's product search: a path is all it takes.
  search: { tr: '/arama', en: '/search', de: '/de/suche' },
} as const;

export type PageId = keyof typeof pagePaths;

/** The site's route helpers: matching, twins, sector paths, the prerendered paths. */
export const routes = createRouteMap({
  pages: pagePaths,
  // `/` (and the language-free 404 page) in English until the visitor chooses Turkish.
  defaultLang: 'en',
  categories,
  // Each product's page in every language, from its names (the data's `slug`, generated).
  products: products.map((p) => ({
    key: p.key,
    category: p.category,
    slug: slugsOf(p.key),
  })),
  // Three products a page (the kit's default is 24): a group of four has a second page, at
  // `/products/corrugated-boxes/2`, so this site's tests walk a sector's pages (D25).
  pageSize: 3,
});
