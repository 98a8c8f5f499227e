import { describe, expect, it } from 'vitest';
import { createRouteMap } from './route-map';

// An English-first site: `/` is English until the visitor chooses, Turkish has a home of its own.
const pages = {
  home: { tr: '/tr', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  sectors: { tr: '/sektorler', en: '/sectors' },
};
const categories = [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes' } }] as const;
const products = [
  { key: 'indigo', category: 'dyes', slug: { tr: 'indigo-tr', en: 'indigo' } },
] as const;

describe('createRouteMap with an English default', () => {
  const routes = createRouteMap({ pages, categories, products, defaultLang: 'en' });

  it('says its default language, and Turkish stays the default when none is given', () => {
    expect(routes.defaultLang).toBe('en');
    const tr = createRouteMap({ pages: { home: { tr: '/', en: '/en' } }, categories: [] });
    expect(tr.defaultLang).toBe('tr');
  });

  it('shares `/` and gives the Turkish home its own language', () => {
    expect(routes.matchPath('/')).toEqual({ kind: 'page', page: 'home', lang: null });
    expect(routes.matchPath('/tr')).toEqual({ kind: 'page', page: 'home', lang: 'tr' });
    expect(routes.langOfPath('/tr/')).toBe('tr');
    expect(routes.twinPath('/tr', 'en')).toBe('/');
    expect(routes.twinPath('/about', 'tr')).toBe('/hakkimizda');
    expect(routes.twinPath('/', 'tr')).toBe('/');
  });

  it('lists `/` without a language and the Turkish home as Turkish', () => {
    const homes = routes.pathEntries.filter(
      (e) => e.match.kind === 'page' && e.match.page === 'home',
    );
    expect(homes).toEqual([
      expect.objectContaining({ path: '/', lang: null, alternates: { tr: '/tr', en: '/' } }),
      expect.objectContaining({ path: '/tr', lang: 'tr', alternates: { tr: '/tr', en: '/' } }),
    ]);
    expect(routes.prerenderPaths).toContain('/sektorler/boyalar/indigo-tr');
    expect(routes.prerenderPaths).toContain('/sectors/dyes/indigo');
  });

  it('answers an unknown address under `/tr/` in Turkish, with a not-found page in that folder', () => {
    expect(routes.prefixLangOf('/tr/yok')).toBe('tr');
    expect(routes.prefixLangOf('/nowhere')).toBeNull();
    expect(routes.notFoundPaths).toEqual(['/404', '/sektorler/404', '/sectors/404', '/tr/404']);
  });

  it('refuses a home that is not at `/` in the default language, and an unknown language', () => {
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/en' } },
        categories: [],
        defaultLang: 'en',
      }),
    ).toThrow(/must be at "\/" in the default language \(en\)/);
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/' } },
        categories: [],
        defaultLang: 'de' as never,
      }),
    ).toThrow(/defaultLang must be one of "tr", "en", not "de"/);
  });
});
