import { describe, expect, it } from 'vitest';
import type { CompactImage } from '../../media/compact';
import { packGrid, unpackGrid, type GridCatalog } from './grid-data';

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
