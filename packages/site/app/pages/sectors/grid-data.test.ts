import { describe, expect, it } from 'vitest';
import type { CompactImage } from '../../media/compact';
import { createRouteMap } from '@defne/core';
import { packGrid, pageLinks, shownKeys, unpackGrid, type GridCatalog } from './grid-data';

const card = (key: string): CompactImage => [
  `/media/products/${key}/1`,
  960,
  720,
  [480],
  'avif webp',
];

const catalog: GridCatalog = {
  path: '/sektorler',
  categories: [
    { id: 'filtration', icon: 'filter', itemCount: 2, href: '/sektorler/filtrasyon-sistemleri' },
    { id: 'wireAndNails', icon: 'wire', itemCount: 1, href: '/sektorler/tel-ve-civiler' },
  ],
  // Not grouped by sector: the catalogue's order is kept as it is.
  products: [
    {
      key: 'needleFelt',
      category: 'filtration',
      href: '/sektorler/filtrasyon-sistemleri/igneli-kece',
      name: 'İğneli Keçe',
    },
    {
      key: 'galvanizedWire',
      category: 'wireAndNails',
      href: '/sektorler/tel-ve-civiler/galvanizli-tel',
      name: 'Galvanizli Tel',
    },
    // A route map may put a product elsewhere than under its sector's address.
    {
      key: 'filterPaper',
      category: 'filtration',
      href: '/urunler/filtre-kagidi',
      name: 'Filtre Kâğıdı',
    },
  ],
};
const cards = Object.fromEntries(catalog.products.map((p) => [p.key, card(p.key)]));

describe('the grid data', () => {
  it('gives back the catalogue and the cards it packed', () => {
    expect(unpackGrid(packGrid(catalog, cards))).toEqual({ catalog, cards });
  });

  it('sends a product link as the slug under its sector, and names the sector by its place', () => {
    const packed = packGrid(catalog, cards);
    expect(packed.products.map(([key, sector, href]) => [key, sector, href])).toEqual([
      ['needleFelt', 0, 'igneli-kece'],
      ['galvanizedWire', 1, 'galvanizli-tel'],
      ['filterPaper', 0, '/urunler/filtre-kagidi'],
    ]);
    // What the page carries is smaller than the objects it replaces.
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify({ catalog, cards }).length);
  });

  it('sends a card that follows the common rule as nothing, and any other in full', () => {
    const own = {
      ...cards,
      filterPaper: ['/media/other/filterPaper', 800, 600, [], 'webp'] as const,
    };
    const packed = packGrid(catalog, own);
    expect(packed.card).toEqual(['/media/products/', '/1', 960, 720, [480], 'avif webp']);
    expect(packed.products.map((p) => p[4])).toEqual([undefined, undefined, own.filterPaper]);
    expect(unpackGrid(packed).cards).toEqual(own);
  });

  it('refuses a product without a card or of an unknown sector', () => {
    expect(() => packGrid(catalog, { needleFelt: card('needleFelt') })).toThrow(/galvanizedWire/);
    const stray = {
      ...catalog,
      products: [{ key: 'x', category: 'nails', href: '/x', name: 'X' }],
    };
    expect(() => packGrid(stray, { x: card('x') })).toThrow(/nails/);
  });
});

// D25: what a sector page and the sectors page send is the same size at any catalogue. A
// synthetic catalogue of six sectors, as the route map pages it, at 28 and at 1,000 products.
describe('the data a catalogue page sends', () => {
  const sectors = ['filtration', 'wire', 'dental', 'shoes', 'paint', 'decoration'].map((id) => ({
    id,
    icon: id,
    slug: { tr: `${id}-tr`, en: id },
  }));
  function catalogueOf(size: number) {
    const products = Array.from({ length: size }, (_, i) => ({
      key: `product${i + 1}`,
      category: sectors[i % sectors.length]!.id,
      slug: { tr: `urun-${i + 1}`, en: `product-${i + 1}` },
    }));
    const routes = createRouteMap({
      pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
      categories: sectors,
      products,
    });
    const name = (key: string) => `Ürün ${key.slice('product'.length)} — endüstriyel filtre`;
    /** The packed data of one page, as the loader makes it (routes/sectors.tsx). */
    const packed = (sector: string | null, page: number) => {
      const keys = shownKeys(routes, sectors, sector, page);
      return JSON.stringify(
        packGrid(
          {
            path: '/sektorler',
            categories: sectors.map((c) => ({
              id: c.id,
              icon: c.icon,
              itemCount: products.filter((p) => p.category === c.id).length,
              href: routes.sectorPath(c.id, 'tr'),
            })),
            products: keys.map((key) => ({
              key,
              category: products.find((p) => p.key === key)!.category,
              href: routes.productPath(key, 'tr'),
              name: name(key),
            })),
          },
          Object.fromEntries(keys.map((key) => [key, card(key)])),
        ),
      );
    };
    return { routes, packed };
  }

  it('holds one page of the sector, and the sectors page four of each', () => {
    const { routes, packed } = catalogueOf(1000);
    expect(routes.sectorPageCount('filtration')).toBe(7);
    expect(JSON.parse(packed('filtration', 2)).products).toHaveLength(24);
    expect(JSON.parse(packed('filtration', 7)).products).toHaveLength(167 - 6 * 24);
    expect(JSON.parse(packed(null, 1)).products).toHaveLength(24);
  });

  it('is the same order of size at 1,000 products as at 28', () => {
    const small = catalogueOf(28);
    const large = catalogueOf(1000);
    for (const [sector, page] of [
      ['filtration', 1],
      [null, 1],
    ] as const) {
      const at28 = small.packed(sector, page).length;
      const at1000 = large.packed(sector, page).length;
      // Only longer numbers in the keys and links: a fraction more, never the catalogue.
      expect(at1000, `${sector ?? 'sectors page'}: ${at28} → ${at1000}`).toBeLessThan(at28 * 6);
      expect(at1000).toBeLessThan(6000);
    }
    // A full page of 24 at 10,000 products is no bigger than one at 1,000, but for its digits.
    const huge = catalogueOf(10000);
    expect(huge.packed('filtration', 50).length).toBeLessThan(
      large.packed('filtration', 2).length * 1.2,
    );
  });

  it('links a handful of pages at any page count', () => {
    const hrefs = pageLinks(35, 70, (n) => `/sektorler/filtration-tr/${n}`);
    expect(Object.keys(hrefs).map(Number)).toEqual([1, 34, 35, 36, 70]);
    expect(hrefs[36]).toBe('/sektorler/filtration-tr/36');
  });
});
