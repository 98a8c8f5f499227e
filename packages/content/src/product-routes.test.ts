import { describe, expect, it } from 'vitest';
import { categories, products, type ProductKey } from './catalog';
import { createRouteMap } from '@defne/core';
import { slugify } from '@defne/core';
import { en } from './generated/locales/en';
import { tr } from './generated/locales/tr';
import { productSlugs } from './generated/content';
import {
  langOfPath,
  matchPath,
  pathEntries,
  prerenderPaths,
  productPath,
  sectorPath,
  twinPath,
} from './routes';
import type { Lang } from './types';

const texts = { tr, en };
const keys = products.map((p) => p.key as ProductKey);

describe('slugify', () => {
  it('transliterates the Turkish letters and joins words with one dash', () => {
    expect(slugify('Mikroglass Filtre Medyası')).toBe('mikroglass-filtre-medyasi');
    expect(slugify('İğneli Keçe')).toBe('igneli-kece');
    expect(slugify('ĞÜŞİÖÇ ğüşıöç')).toBe('gusioc-gusioc');
    expect(slugify('Torba Filtre Ruloları (F6, F7, F8)')).toBe('torba-filtre-rulolari-f6-f7-f8');
    expect(slugify('  Crème brûlée & Co.  ')).toBe('creme-brulee-co');
  });
});

describe('product slugs', () => {
  it.each(keys)('%s: the slug is made from its name in each language', (key) => {
    for (const lang of ['tr', 'en'] as const) {
      const slug = productSlugs[key]?.[lang];
      expect(slug).toBe(slugify(texts[lang].catalog.products[key]?.name ?? ''));
      expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it('are unique within every sector, in both languages', () => {
    for (const category of categories) {
      for (const lang of ['tr', 'en'] as const) {
        const slugs = products
          .filter((p) => p.category === category.id)
          .map((p) => productSlugs[p.key as ProductKey]?.[lang]);
        expect(new Set(slugs).size).toBe(slugs.length);
      }
    }
  });

  it('gives the paths of the issue', () => {
    expect(productPath('microglassMedia' as ProductKey, 'en')).toBe(
      '/sectors/filtration-systems/microglass-filter-media',
    );
    expect(productPath('filterPaper' as ProductKey, 'tr')).toBe(
      '/sektorler/filtrasyon-sistemleri/filtre-kagidi',
    );
    expect(productPath('needleFelt' as ProductKey, 'tr')).toBe(
      '/sektorler/filtrasyon-sistemleri/igneli-kece',
    );
  });
});

describe('product paths: matchPath and twinPath', () => {
  it('56 product paths, each under its sector', () => {
    const paths = keys.flatMap((key) => [productPath(key, 'tr'), productPath(key, 'en')]);
    expect(paths).toHaveLength(56);
    expect(new Set(paths).size).toBe(56);
    for (const key of keys) {
      const product = products.find((p) => p.key === key)!;
      for (const lang of ['tr', 'en'] as const) {
        expect(productPath(key, lang).startsWith(`${sectorPath(product.category, lang)}/`)).toBe(
          true,
        );
      }
    }
  });

  it.each(keys)('%s: matches in its language and twins both ways', (key) => {
    const product = products.find((p) => p.key === key)!;
    const trPath = productPath(key, 'tr');
    const enPath = productPath(key, 'en');
    for (const [path, lang] of [
      [trPath, 'tr'],
      [enPath, 'en'],
    ] as [string, Lang][]) {
      expect(matchPath(path)).toEqual({
        kind: 'product',
        category: product.category,
        product: key,
        lang,
      });
      expect(langOfPath(path)).toBe(lang);
      expect(prerenderPaths).toContain(path);
    }
    expect(twinPath(trPath, 'en')).toBe(enPath);
    expect(twinPath(enPath, 'tr')).toBe(trPath);
    expect(twinPath(twinPath(trPath, 'en'), 'tr')).toBe(trPath);
    expect(twinPath(twinPath(enPath, 'tr'), 'en')).toBe(enPath);
    expect(twinPath(trPath, 'tr')).toBe(trPath);
    expect(twinPath(`${trPath}/?x=1#top`, 'en')).toBe(`${enPath}/?x=1#top`);
    const entry = pathEntries.find((e) => e.path === trPath);
    expect(entry?.alternates).toEqual({ tr: trPath, en: enPath });
  });

  it('does not read a product slug in the other language, another sector, or deeper paths', () => {
    expect(matchPath('/sektorler/filtrasyon-sistemleri/filter-paper')).toBeNull();
    expect(matchPath('/sectors/filtration-systems/filtre-kagidi')).toBeNull();
    expect(matchPath('/sektorler/dekorasyon/filtre-kagidi')).toBeNull();
    expect(matchPath('/sektorler/filtrasyon-sistemleri/filtre-kagidi/x')).toBeNull();
    expect(twinPath('/sektorler/dekorasyon/yok', 'en')).toBe('/sektorler/dekorasyon/yok');
  });
});

describe('createRouteMap with products', () => {
  const pages = {
    home: { tr: '/', en: '/' },
    sectors: { tr: '/urunler', en: '/products' },
  };
  const cats = [{ id: 'boxes', slug: { tr: 'koliler', en: 'boxes' } }] as const;

  it('refuses two products with one slug in a sector', () => {
    expect(() =>
      createRouteMap({
        pages,
        categories: cats,
        products: [
          { key: 'a', category: 'boxes', slug: { tr: 'koli', en: 'box-a' } },
          { key: 'b', category: 'boxes', slug: { tr: 'koli', en: 'box-b' } },
        ],
      }),
    ).toThrow(/share the tr slug "koli"/);
  });

  it('adds no product paths when given none', () => {
    const map = createRouteMap({ pages, categories: cats });
    expect(map.prerenderPaths).toEqual([
      '/',
      '/urunler',
      '/products',
      '/urunler/koliler',
      '/products/boxes',
    ]);
    expect(() => map.productPath('a', 'tr')).toThrow(/unknown product/);
  });
});
