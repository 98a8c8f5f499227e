// A one-sector catalogue and its route map in two languages, for the frame's tests.
import { createCatalog, createRouteMap } from '@defne/core';

export const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'crate', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

export const routes = createRouteMap({
  pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/urunler', en: '/products' } },
  categories: catalog.categories,
});
