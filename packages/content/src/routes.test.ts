import { describe, expect, it } from 'vitest';
import {
  categoryFromSlug,
  langOfPath,
  legacyCategoryPath,
  matchPath,
  normalizePath,
  pagePath,
  pagePaths,
  pathEntries,
  prerenderPaths,
  productPath,
  sectorPath,
  toLang,
  twinPath,
  type PageId,
} from './routes';
import type { CategoryId, Lang } from './types';
import { products, type ProductKey } from './catalog';

const pagePairs: [PageId, string, string][] = [
  ['about', '/hakkimizda', '/about'],
  ['corporate', '/kurumsal', '/corporate'],
  ['mission', '/misyon', '/mission'],
  ['vision', '/vizyon', '/vision'],
  ['sectors', '/sektorler', '/sectors'],
  ['suppliers', '/tedarikcilerimiz', '/suppliers'],
  ['contact', '/iletisim', '/contact'],
  ['privacy', '/kvkk', '/privacy'],
  ['quote', '/teklif-listesi', '/quote-list'],
  ['search', '/arama', '/search'],
];

const sectorPairs: [CategoryId, string, string][] = [
  ['filtration', '/sektorler/filtrasyon-sistemleri', '/sectors/filtration-systems'],
  ['wireAndNails', '/sektorler/tel-ve-civiler', '/sectors/wire-and-nails'],
  ['paintInkPlastic', '/sektorler/boya-murekkep-plastik', '/sectors/paint-ink-plastic'],
  ['dentalSupplies', '/sektorler/dis-malzemeleri', '/sectors/dental-supplies'],
  [
    'shoeSolesAndMachines',
    '/sektorler/ayakkabi-tabanlari-makineleri',
    '/sectors/shoe-soles-machines',
  ],
  ['decoration', '/sektorler/dekorasyon', '/sectors/decoration'],
];

describe('toLang', () => {
  it('keeps tr and treats everything else as en', () => {
    expect(toLang('tr')).toBe('tr');
    expect(toLang('en')).toBe('en');
    expect(toLang('de')).toBe('en');
    expect(toLang('TR')).toBe('en');
    expect(toLang('')).toBe('en');
    expect(toLang(null)).toBe('en');
    expect(toLang(undefined)).toBe('en');
  });
});

describe('pagePaths and pagePath', () => {
  it('holds the spec table plus the KVKK notice, the quote list and the product search', () => {
    expect(pagePaths.home).toEqual({ tr: '/', en: '/en' });
    for (const [page, tr, en] of pagePairs) {
      expect(pagePaths[page]).toEqual({ tr, en });
      expect(pagePath(page, 'tr')).toBe(tr);
      expect(pagePath(page, 'en')).toBe(en);
    }
    expect(Object.keys(pagePaths)).toHaveLength(11);
  });

  it('counts a non-tr language as en', () => {
    expect(pagePath('contact', 'de' as Lang)).toBe('/contact');
  });
});

describe('sectorPath and categoryFromSlug', () => {
  it.each(sectorPairs)('%s: %s | %s', (id, tr, en) => {
    expect(sectorPath(id, 'tr')).toBe(tr);
    expect(sectorPath(id, 'en')).toBe(en);
    expect(categoryFromSlug(tr.split('/')[2]!, 'tr')).toBe(id);
    expect(categoryFromSlug(en.split('/')[2]!, 'en')).toBe(id);
  });

  it('does not read a slug in the other language', () => {
    expect(categoryFromSlug('filtration-systems', 'tr')).toBeNull();
    expect(categoryFromSlug('filtrasyon-sistemleri', 'en')).toBeNull();
    expect(categoryFromSlug('cable', 'en')).toBeNull();
  });
});

describe('twinPath', () => {
  it.each(pagePairs)('page %s: %s <-> %s', (_page, tr, en) => {
    expect(twinPath(tr, 'en')).toBe(en);
    expect(twinPath(en, 'tr')).toBe(tr);
    expect(twinPath(tr, 'tr')).toBe(tr);
    expect(twinPath(en, 'en')).toBe(en);
  });

  it.each(sectorPairs)('sector %s: %s <-> %s', (_id, tr, en) => {
    expect(twinPath(tr, 'en')).toBe(en);
    expect(twinPath(en, 'tr')).toBe(tr);
    expect(twinPath(tr, 'tr')).toBe(tr);
    expect(twinPath(en, 'en')).toBe(en);
  });

  it('keeps / as / (the stored preference decides its language)', () => {
    expect(twinPath('/', 'en')).toBe('/');
    expect(twinPath('/', 'tr')).toBe('/');
    expect(twinPath('/?utm=x#top', 'en')).toBe('/?utm=x#top');
  });

  it('leads from the English home /en to / (D14)', () => {
    expect(twinPath('/en', 'tr')).toBe('/');
    expect(twinPath('/en', 'en')).toBe('/en');
    expect(twinPath('/en?utm=x#top', 'tr')).toBe('/?utm=x#top');
  });

  it('keeps a trailing slash', () => {
    expect(twinPath('/hakkimizda/', 'en')).toBe('/about/');
    expect(twinPath('/about/', 'tr')).toBe('/hakkimizda/');
    expect(twinPath('/sectors/dental-supplies/', 'tr')).toBe('/sektorler/dis-malzemeleri/');
    expect(twinPath('/kvkk', 'en')).toBe('/privacy');
  });

  it('keeps the query string', () => {
    expect(twinPath('/sektorler?category=filtration', 'en')).toBe('/sectors?category=filtration');
    expect(twinPath('/iletisim?ref=footer&x=1', 'en')).toBe('/contact?ref=footer&x=1');
  });

  it('keeps the hash', () => {
    expect(twinPath('/hakkimizda#mission', 'en')).toBe('/about#mission');
    expect(twinPath('/about#vision', 'tr')).toBe('/hakkimizda#vision');
  });

  it('keeps query and hash together, after a trailing slash', () => {
    expect(twinPath('/about/?a=1#vision', 'tr')).toBe('/hakkimizda/?a=1#vision');
    expect(twinPath('/sectors/decoration?x=%C3%A7#top', 'tr')).toBe(
      '/sektorler/dekorasyon?x=%C3%A7#top',
    );
  });

  it('leaves unmapped paths unchanged', () => {
    for (const path of [
      '/nope',
      '/nope/',
      '/About',
      '/about/team',
      '/sectors/unknown',
      '/sektorler/unknown?x=1',
      '/sectors/filtrasyon-sistemleri',
      '/sektorler/filtration-systems',
      '/sectors/decoration/extra',
      '/404',
      '/media/placeholder.webp',
    ]) {
      expect(twinPath(path, 'tr')).toBe(path);
      expect(twinPath(path, 'en')).toBe(path);
    }
  });

  it('counts a non-tr target as en', () => {
    expect(twinPath('/hakkimizda', 'de' as Lang)).toBe('/about');
  });
});

describe('matchPath', () => {
  it('matches / as the shared home page', () => {
    expect(matchPath('/')).toEqual({ kind: 'page', page: 'home', lang: null });
    expect(matchPath('/?x=1#a')).toEqual({ kind: 'page', page: 'home', lang: null });
  });

  it('matches /en as the English home page', () => {
    expect(matchPath('/en')).toEqual({ kind: 'page', page: 'home', lang: 'en' });
    expect(matchPath('/en/')).toEqual({ kind: 'page', page: 'home', lang: 'en' });
    expect(langOfPath('/en')).toBe('en');
  });

  it.each(pagePairs)('page %s', (page, tr, en) => {
    expect(matchPath(tr)).toEqual({ kind: 'page', page, lang: 'tr' });
    expect(matchPath(en)).toEqual({ kind: 'page', page, lang: 'en' });
    expect(matchPath(`${tr}/`)).toEqual({ kind: 'page', page, lang: 'tr' });
    expect(matchPath(`${en}?q=1#h`)).toEqual({ kind: 'page', page, lang: 'en' });
  });

  it.each(sectorPairs)('sector %s', (category, tr, en) => {
    expect(matchPath(tr)).toEqual({ kind: 'sector', category, lang: 'tr' });
    expect(matchPath(en)).toEqual({ kind: 'sector', category, lang: 'en' });
    expect(matchPath(`${tr}/#x`)).toEqual({ kind: 'sector', category, lang: 'tr' });
  });

  it('reads /sectors/ as the sectors page', () => {
    expect(matchPath('/sectors/')).toEqual({ kind: 'page', page: 'sectors', lang: 'en' });
  });

  it('returns null for unknown paths', () => {
    expect(matchPath('/nope')).toBeNull();
    expect(matchPath('/sectors/nope')).toBeNull();
    expect(matchPath('/sectors/dis-malzemeleri')).toBeNull();
    expect(matchPath('/Sectors')).toBeNull();
    expect(matchPath('/hakkimizda/x')).toBeNull();
  });
});

describe('langOfPath', () => {
  it('gives the language a path belongs to', () => {
    expect(langOfPath('/')).toBeNull();
    expect(langOfPath('/hakkimizda')).toBe('tr');
    expect(langOfPath('/about')).toBe('en');
    expect(langOfPath('/kvkk/')).toBe('tr');
    expect(langOfPath('/privacy#rights')).toBe('en');
    expect(langOfPath('/sektorler/dekorasyon')).toBe('tr');
    expect(langOfPath('/sectors/decoration/')).toBe('en');
    expect(langOfPath('/sectors?category=filtration')).toBe('en');
    expect(langOfPath('/unknown')).toBeNull();
    expect(langOfPath('/sectors/unknown')).toBeNull();
  });
});

describe('normalizePath', () => {
  it('drops query, hash and trailing slashes', () => {
    expect(normalizePath('/about/')).toBe('/about');
    expect(normalizePath('/about//?x=1#y')).toBe('/about');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('?x=1')).toBe('/');
  });
});

describe('legacyCategoryPath', () => {
  it.each(sectorPairs)('known id %s goes to its slug path', (id, tr, en) => {
    expect(legacyCategoryPath(id, 'tr')).toBe(tr);
    expect(legacyCategoryPath(id, 'en')).toBe(en);
  });

  it('keeps an unknown id as a query on the sectors page', () => {
    expect(legacyCategoryPath('cable', 'en')).toBe('/sectors?category=cable');
    expect(legacyCategoryPath('cable', 'tr')).toBe('/sektorler?category=cable');
    expect(legacyCategoryPath('a b&c', 'en')).toBe('/sectors?category=a%20b%26c');
    expect(legacyCategoryPath('toString', 'en')).toBe('/sectors?category=toString');
  });
});

describe('prerenderPaths', () => {
  it('lists /, /en, every other page in both languages, the 12 sector and the 56 product paths', () => {
    // 11 pages x 2 languages (home: '/' and '/en') + 6 sectors x 2 languages + 28 products x 2
    expect(prerenderPaths).toHaveLength(11 * 2 + 6 * 2 + 28 * 2);
    expect(prerenderPaths).toHaveLength(90);
    expect(new Set(prerenderPaths).size).toBe(prerenderPaths.length);
    expect([...prerenderPaths].sort()).toEqual(
      [
        '/',
        '/en',
        ...pagePairs.flatMap(([, tr, en]) => [tr, en]),
        ...sectorPairs.flatMap(([, tr, en]) => [tr, en]),
        ...products.flatMap((p) => [
          productPath(p.key as ProductKey, 'tr'),
          productPath(p.key as ProductKey, 'en'),
        ]),
      ].sort(),
    );
    expect(prerenderPaths[0]).toBe('/');
    expect(prerenderPaths).not.toContain('/404');
  });
});

describe('pathEntries', () => {
  it('pairs every prerendered path with its route, language and twins', () => {
    expect(pathEntries.map((e) => e.path)).toEqual(prerenderPaths);
    for (const entry of pathEntries.filter((e) => e.lang !== null)) {
      expect(matchPath(entry.path)).toEqual(entry.match);
      expect(entry.lang).toBe(entry.match.lang);
      expect(entry.alternates).toEqual({
        tr: twinPath(entry.path, 'tr'),
        en: twinPath(entry.path, 'en'),
      });
      if (entry.lang) expect(entry.alternates[entry.lang]).toBe(entry.path);
    }
  });

  it('pairs / (no language: Turkish alternate) with the English home /en', () => {
    const alternates = { tr: '/', en: '/en' };
    expect(pathEntries.slice(0, 2)).toEqual([
      { path: '/', lang: null, match: { kind: 'page', page: 'home', lang: null }, alternates },
      { path: '/en', lang: 'en', match: { kind: 'page', page: 'home', lang: 'en' }, alternates },
    ]);
  });

  it('has the twins of a sector', () => {
    const entry = pathEntries.find((e) => e.path === '/sectors/wire-and-nails');
    expect(entry).toEqual({
      path: '/sectors/wire-and-nails',
      lang: 'en',
      match: { kind: 'sector', category: 'wireAndNails', lang: 'en' },
      alternates: { tr: '/sektorler/tel-ve-civiler', en: '/sectors/wire-and-nails' },
    });
  });
});
