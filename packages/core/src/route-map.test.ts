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

// Three languages, German with its own home: nothing in the map is a pair.
describe('createRouteMap with three languages', () => {
  const routes = createRouteMap({
    pages: {
      home: { tr: '/', en: '/en', de: '/de' },
      about: { tr: '/hakkimizda', en: '/about', de: '/ueber-uns' },
      sectors: { tr: '/sektorler', en: '/sectors', de: '/branchen' },
    },
    categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes', de: 'farbstoffe' } }],
    products: [
      { key: 'indigo', category: 'dyes', slug: { tr: 'indigo', en: 'indigo', de: 'indigo-blau' } },
    ],
    languages: ['tr', 'en', 'de'],
  });

  it('keys every alternate by language code and lists each language once', () => {
    expect(routes.languages).toEqual(['tr', 'en', 'de']);
    const product = routes.pathEntries.filter((e) => e.match.kind === 'product');
    expect(product.map((e) => [e.path, e.lang])).toEqual([
      ['/sektorler/boyalar/indigo', 'tr'],
      ['/sectors/dyes/indigo', 'en'],
      ['/branchen/farbstoffe/indigo-blau', 'de'],
    ]);
    expect(product[0]?.alternates).toEqual({
      tr: '/sektorler/boyalar/indigo',
      en: '/sectors/dyes/indigo',
      de: '/branchen/farbstoffe/indigo-blau',
    });
  });

  it('gives each other language its home and its folders, and a 404 in each', () => {
    expect(
      routes.pathEntries
        .filter((e) => e.match.kind === 'page' && e.match.page === 'home')
        .map((e) => [e.path, e.lang]),
    ).toEqual([
      ['/', null],
      ['/en', 'en'],
      ['/de', 'de'],
    ]);
    expect(routes.notFoundPaths).toEqual([
      '/404',
      '/sektorler/404',
      '/sectors/404',
      '/branchen/404',
      '/en/404',
      '/de/404',
    ]);
    expect(routes.prefixLangOf('/de/nichts')).toBe('de');
    expect(routes.prefixLangOf('/branchen/nichts')).toBe('de');
  });

  it('finds the twin of a page in any language', () => {
    expect(routes.twinPath('/ueber-uns/?x=1#top', 'tr')).toBe('/hakkimizda/?x=1#top');
    expect(routes.twinPath('/sektorler/boyalar/indigo', 'de')).toBe(
      '/branchen/farbstoffe/indigo-blau',
    );
    expect(routes.twinPath('/de', 'en')).toBe('/en');
    expect(routes.twinPath('/de', 'tr')).toBe('/');
    expect(routes.matchPath('/branchen/farbstoffe')).toEqual({
      kind: 'sector',
      category: 'dyes',
      lang: 'de',
    });
  });

  it('refuses a page, sector or product without a path in a language, or with a foreign one', () => {
    expect(() =>
      createRouteMap({
        pages: {
          home: { tr: '/', en: '/en', de: '/de' },
          about: { tr: '/hakkimizda', en: '/about' },
        },
        categories: [],
        languages: ['tr', 'en', 'de'],
      }),
    ).toThrow('createRouteMap: the page "about" has no "de"');
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
        categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes', fr: 'colorants' } }],
      }),
    ).toThrow('createRouteMap: the category "dyes" has "fr", not one of the languages (tr, en)');
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/en' } },
        categories: [],
        defaultLang: 'de',
      }),
    ).toThrow('defaultLang must be one of "tr", "en", not "de"');
  });
});

describe('createRouteMap pages a sector (D25)', () => {
  // Seven dyes and one glue at three a page: dyes has pages 1 (its own path), 2 and 3; glue one.
  const many: { key: string; category: 'dyes' | 'glues'; slug: { tr: string; en: string } }[] = [
    ...Array.from({ length: 7 }, (_, i) => ({
      key: `dye${i + 1}`,
      category: 'dyes' as const,
      slug: { tr: `boya-${i + 1}`, en: `dye-${i + 1}` },
    })),
    { key: 'glue1', category: 'glues' as const, slug: { tr: 'tutkal', en: 'glue' } },
  ];
  const routes = createRouteMap({
    pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
    categories: [
      { id: 'dyes', slug: { tr: 'boyalar', en: 'dyes' } },
      { id: 'glues', slug: { tr: 'tutkallar', en: 'glues' } },
    ],
    products: many,
    pageSize: 3,
  });

  it('counts the pages and lists each page’s products in catalogue order', () => {
    expect(routes.pageSize).toBe(3);
    expect(routes.sectorPageCount('dyes')).toBe(3);
    expect(routes.sectorPageCount('glues')).toBe(1);
    expect(routes.sectorPageKeys('dyes', 1)).toEqual(['dye1', 'dye2', 'dye3']);
    expect(routes.sectorPageKeys('dyes', 3)).toEqual(['dye7']);
  });

  it('puts page n ≥ 2 at `{sector}/{n}` in every language, and page 1 at the sector itself', () => {
    expect(routes.sectorPath('dyes', 'tr', 1)).toBe('/sektorler/boyalar');
    expect(routes.sectorPath('dyes', 'en', 2)).toBe('/sectors/dyes/2');
    expect(routes.matchPath('/sektorler/boyalar/3/')).toEqual({
      kind: 'sector',
      category: 'dyes',
      lang: 'tr',
      page: 3,
    });
    expect(routes.twinPath('/sektorler/boyalar/2', 'en')).toBe('/sectors/dyes/2');
    expect(() => routes.sectorPath('dyes', 'tr', 4)).toThrow('the sector "dyes" has no page 4');
  });

  it('answers no page past the last, no `/1`, no `/02`, and a product slug still', () => {
    for (const path of [
      '/sektorler/boyalar/4',
      '/sektorler/boyalar/1',
      '/sektorler/boyalar/02',
      '/sectors/glues/2',
    ]) {
      expect(routes.matchPath(path), path).toBeNull();
    }
    expect(routes.matchPath('/sectors/dyes/dye-7')).toMatchObject({ product: 'dye7' });
  });

  it('lists each page after its sector, with its twins, before the products', () => {
    const paths = routes.prerenderPaths;
    expect(
      paths.slice(paths.indexOf('/sektorler/boyalar'), paths.indexOf('/sektorler/tutkallar')),
    ).toEqual([
      '/sektorler/boyalar',
      '/sectors/dyes',
      '/sektorler/boyalar/2',
      '/sectors/dyes/2',
      '/sektorler/boyalar/3',
      '/sectors/dyes/3',
    ]);
    expect(paths.indexOf('/sectors/dyes/3')).toBeLessThan(paths.indexOf('/sectors/dyes/dye-1'));
    const second = routes.pathEntries.find((e) => e.path === '/sectors/dyes/2');
    expect(second?.alternates).toEqual({ tr: '/sektorler/boyalar/2', en: '/sectors/dyes/2' });
  });

  it('keeps one page per sector at the default size, and refuses a product slug of digits', () => {
    const one = createRouteMap({
      pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
      categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes' } }],
      products: many.flatMap((p) =>
        p.category === 'dyes' ? [{ ...p, category: 'dyes' as const }] : [],
      ),
    });
    expect(one.pageSize).toBe(24);
    expect(one.prerenderPaths.filter((p) => /\/\d+$/.test(p))).toEqual([]);
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
        categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes' } }],
        products: [{ key: 'd', category: 'dyes', slug: { tr: '2024', en: 'dye-2024' } }],
      }),
    ).toThrow('has the tr slug "2024", all digits');
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
        categories: [],
        pageSize: 0,
      }),
    ).toThrow('pageSize must be a whole number');
  });
});
