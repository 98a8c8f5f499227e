import { createRouteMap } from '@defne/core';
import { categories } from './catalog';

/** Turkish and English path of every page, in navigation order. */
export const pagePaths = {
  home: { tr: '/', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  sectors: { tr: '/urunler', en: '/products' },
  contact: { tr: '/iletisim', en: '/contact' },
} as const;

export type PageId = keyof typeof pagePaths;

/** The site's route helpers: matching, twins, sector paths, the prerendered paths. */
export const routes = createRouteMap({ pages: pagePaths, categories });
