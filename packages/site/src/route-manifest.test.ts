import { createRouteMap } from '@defne/core';
import { describe, expect, it } from 'vitest';
import { routeManifest } from './route-manifest';

const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/en' },
    about: { tr: '/hakkimizda', en: '/about' },
    sectors: { tr: '/urunler', en: '/products' },
  },
  categories: [{ id: 'boxes', slug: { tr: 'koliler', en: 'boxes' } }],
  products: [{ key: 'box', category: 'boxes', slug: { tr: 'oluklu-koli', en: 'corrugated-box' } }],
});

describe('the route manifest', () => {
  const manifest = routeManifest(routes, [
    { from: '/urunler/koliler/eski-koli', to: '/urunler/koliler/oluklu-koli' },
  ]);

  it('lists every page of the route map once, each with its alternates by language code', () => {
    expect(manifest.pages.map((p) => p.path)).toEqual([...new Set(routes.prerenderPaths)]);
    expect(manifest.pages.find((p) => p.path === '/products/boxes/corrugated-box')).toEqual({
      path: '/products/boxes/corrugated-box',
      lang: 'en',
      alternates: { tr: '/urunler/koliler/oluklu-koli', en: '/products/boxes/corrugated-box' },
      xDefault: '/urunler/koliler/oluklu-koli',
    });
    for (const page of manifest.pages) {
      expect(Object.values(page.alternates)).toContain(page.path);
      expect(page.xDefault).toBe(page.alternates[manifest.defaultLang]);
    }
  });

  it('names the not-found page of each language folder, and the root one', () => {
    expect(manifest.notFound).toEqual([
      { folder: '/', lang: null, page: '/404.html' },
      { folder: '/urunler/', lang: 'tr', page: '/urunler/404.html' },
      { folder: '/products/', lang: 'en', page: '/products/404.html' },
      { folder: '/en/', lang: 'en', page: '/en/404.html' },
    ]);
  });

  it('carries the moved addresses as the config gives them', () => {
    expect(manifest.moved).toEqual([
      { from: '/urunler/koliler/eski-koli', to: '/urunler/koliler/oluklu-koli' },
    ]);
  });

  it('follows an English-first site: x-default is the default language’s address', () => {
    const english = routeManifest(
      createRouteMap({
        pages: { home: { tr: '/tr', en: '/' }, sectors: { tr: '/urunler', en: '/products' } },
        categories: [],
        defaultLang: 'en',
      }),
    );
    expect(english.pages.find((p) => p.path === '/tr')?.xDefault).toBe('/');
  });
});
