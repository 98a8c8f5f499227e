import { createRouteMap } from '@defne/core';
import { categories, products } from './catalog';
import { productSlugs } from './generated/content';

/**
 * Turkish and English path of every page, in navigation order. Defne Ambalaj sells abroad first:
 * its site opens in English (`defaultLang` below), and Turkish has a home of its own at `/tr`.
 */
export const pagePaths = {
  home: { tr: '/tr', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  sectors: { tr: '/urunler', en: '/products' },
  contact: { tr: '/iletisim', en: '/contact' },
  privacy: { tr: '/kvkk', en: '/privacy' },
  // The kit's product search: a path is all it takes.
  search: { tr: '/arama', en: '/search' },
} as const;

export type PageId = keyof typeof pagePaths;

/** The site's route helpers: matching, twins, sector paths, the prerendered paths. */
export const routes = createRouteMap({
  pages: pagePaths,
  // `/` (and the language-free 404 page) in English until the visitor chooses Turkish.
  defaultLang: 'en',
  categories,
  // Each product's page in both languages, from its names (the data's `slug`, generated).
  products: products.map((p) => ({
    key: p.key,
    category: p.category,
    slug: productSlugs[p.key as keyof typeof productSlugs],
  })),
});
