import { describe, expect, it } from 'vitest';
import * as core from '@defne/core';
import {
  createCatalog,
  createRouteMap,
  productImagePath,
  searchProducts,
  siteConstants,
  textVariables,
  addressLine,
  type PathEntry,
  type RouteMatch,
} from '@defne/core';
import { categories, products, productsOf, type ProductKey } from './catalog';
import { productSlugs } from './generated/content';
import { company, defaultVariables, formatAddress } from './company';
import { constants } from './constants';
import { pathEntries, prerenderPaths, twinPath } from './routes';
import { searchCatalog } from './search';
import { tr } from './generated/locales/tr';

// A sister company with its own pages, three categories and its own icon/folder names: nothing
// of it is a Kuzeyhan union member, which is the point of the generic types.
const pages = {
  home: { tr: '/', en: '/' },
  about: { tr: '/hakkimizda', en: '/about' },
  sectors: { tr: '/urunler', en: '/products' },
  contact: { tr: '/iletisim', en: '/contact' },
} as const;
const sisterCategories = [
  { id: 'boxes', imageFolder: 'kutu', icon: 'warehouse', slug: { tr: 'koliler', en: 'boxes' } },
  { id: 'films', imageFolder: 'film', icon: 'truck', slug: { tr: 'streç-film', en: 'films' } },
  {
    id: 'labels',
    imageFolder: 'etiket',
    icon: 'document',
    slug: { tr: 'etiketler', en: 'labels' },
  },
] as const;
const productKeys = {
  boxes: ['single', 'double'],
  films: ['hand'],
  labels: ['thermal', 'paper', 'vinyl'],
} as const;

describe('createRouteMap', () => {
  const routes = createRouteMap({ pages, categories: sisterCategories });

  it('matches pages, sectors and the shared home page', () => {
    expect(routes.matchPath('/')).toEqual({ kind: 'page', page: 'home', lang: null });
    expect(routes.matchPath('/about/?x=1#y')).toEqual({ kind: 'page', page: 'about', lang: 'en' });
    expect(routes.matchPath('/urunler/koliler')).toEqual({
      kind: 'sector',
      category: 'boxes',
      lang: 'tr',
    });
    expect(routes.matchPath('/products/nope')).toBeNull();
    expect(routes.matchPath('/sektorler')).toBeNull();
  });

  it('pairs twins and keeps query, hash and trailing slash', () => {
    expect(routes.twinPath('/products/labels/?q=a#top', 'tr')).toBe('/urunler/etiketler/?q=a#top');
    expect(routes.twinPath('/iletisim', 'en')).toBe('/contact');
    expect(routes.twinPath('/elsewhere', 'en')).toBe('/elsewhere');
    expect(routes.langOfPath('/hakkimizda')).toBe('tr');
    expect(routes.langOfPath('/')).toBeNull();
  });

  it('lists every path once: home, pages in both languages, sectors in both languages', () => {
    expect(routes.prerenderPaths).toEqual([
      '/',
      '/hakkimizda',
      '/about',
      '/urunler',
      '/products',
      '/iletisim',
      '/contact',
      '/urunler/koliler',
      '/products/boxes',
      '/urunler/streç-film',
      '/products/films',
      '/urunler/etiketler',
      '/products/labels',
    ]);
    const entry = routes.pathEntries.find((e) => e.path === '/products/films');
    expect(entry).toEqual({
      path: '/products/films',
      lang: 'en',
      match: { kind: 'sector', category: 'films', lang: 'en' },
      alternates: { tr: '/urunler/streç-film', en: '/products/films' },
    });
  });

  it('types its routes with the site’s own unions', () => {
    const match: RouteMatch<keyof typeof pages, 'boxes' | 'films' | 'labels'> | null =
      routes.matchPath('/contact');
    const entries: readonly PathEntry<keyof typeof pages, 'boxes' | 'films' | 'labels'>[] =
      routes.pathEntries;
    expect(match?.kind).toBe('page');
    expect(entries).toHaveLength(13);
    // @ts-expect-error a Kuzeyhan page is not a page of this map
    expect(() => routes.pagePath('suppliers', 'tr')).toThrow();
    expect(routes.isCategoryId('boxes')).toBe(true);
    expect(routes.isCategoryId('filtration')).toBe(false);
    expect(routes.legacyCategoryPath('films', 'en')).toBe('/products/films');
    expect(routes.legacyCategoryPath('x y', 'tr')).toBe('/urunler?category=x%20y');
  });

  it('honours other home and sectors page ids and refuses a map without them', () => {
    const other = createRouteMap({
      pages: { start: { tr: '/', en: '/' }, catalogue: { tr: '/katalog', en: '/catalogue' } },
      categories: [{ id: 'a', slug: { tr: 'a-tr', en: 'a-en' } }],
      homePage: 'start',
      sectorsPage: 'catalogue',
    });
    expect(other.sectorPath('a', 'en')).toBe('/catalogue/a-en');
    expect(other.matchPath('/')).toEqual({ kind: 'page', page: 'start', lang: null });
    expect(() =>
      createRouteMap({ pages: { about: { tr: '/h', en: '/a' } }, categories: [] }),
    ).toThrow(/home page/);
    expect(() =>
      createRouteMap({
        pages: { home: { tr: '/', en: '/' } },
        categories: [{ id: 'a', slug: { tr: 'a', en: 'a' } }],
      }),
    ).toThrow(/sectors page/);
  });

  it('is what the Kuzeyhan route helpers are built from', () => {
    const same = createRouteMap({
      pages: {
        home: { tr: '/', en: '/en' },
        about: { tr: '/hakkimizda', en: '/about' },
        corporate: { tr: '/kurumsal', en: '/corporate' },
        mission: { tr: '/misyon', en: '/mission' },
        vision: { tr: '/vizyon', en: '/vision' },
        sectors: { tr: '/sektorler', en: '/sectors' },
        suppliers: { tr: '/tedarikcilerimiz', en: '/suppliers' },
        contact: { tr: '/iletisim', en: '/contact' },
        privacy: { tr: '/kvkk', en: '/privacy' },
        quote: { tr: '/teklif-listesi', en: '/quote-list' },
        search: { tr: '/arama', en: '/search' },
      },
      categories,
      products: products.map((p) => ({
        key: p.key,
        category: p.category,
        slug: productSlugs[p.key as ProductKey] ?? { tr: '', en: '' },
      })),
    });
    expect(same.pathEntries).toEqual(pathEntries);
    expect(same.prerenderPaths).toEqual(prerenderPaths);
    expect(same.twinPath('/sektorler/dekorasyon', 'en')).toBe(
      twinPath('/sektorler/dekorasyon', 'en'),
    );
  });
});

describe('createCatalog', () => {
  const catalog = createCatalog({
    categories: sisterCategories,
    productKeys,
    imagePath: productImagePath,
  });

  it('numbers products per category and counts them', () => {
    expect(catalog.categories.map((c) => [c.id, c.itemCount])).toEqual([
      ['boxes', 2],
      ['films', 1],
      ['labels', 3],
    ]);
    expect(catalog.productsOf('labels')).toEqual([
      { key: 'thermal', category: 'labels', index: 1, image: '/media/sectors/etiket/1.webp' },
      { key: 'paper', category: 'labels', index: 2, image: '/media/sectors/etiket/2.webp' },
      { key: 'vinyl', category: 'labels', index: 3, image: '/media/sectors/etiket/3.webp' },
    ]);
    expect(catalog.getProduct('hand')?.category).toBe('films');
    expect(() => catalog.getCategory('nope' as 'boxes')).toThrow(/Unknown category/);
  });

  it('takes its own image paths for products and gallery extras', () => {
    const svg = createCatalog({
      categories: sisterCategories,
      productKeys,
      imagePath: (folder, index, extra) =>
        `/media/products/${folder}/${index}${extra ? `-${extra}` : ''}.svg`,
    });
    const single = svg.getProduct('single')!;
    expect(single.image).toBe('/media/products/kutu/1.svg');
    expect(svg.productGallery(single, 2)).toEqual([
      '/media/products/kutu/1.svg',
      '/media/products/kutu/1-1.svg',
      '/media/products/kutu/1-2.svg',
    ]);
    expect(svg.productGallery(single, 99)).toHaveLength(1 + siteConstants.MAX_GALLERY_EXTRAS);
  });

  it('gives the Kuzeyhan catalogue unchanged', () => {
    expect(products).toHaveLength(28);
    expect(productsOf('decoration').map((p) => p.image)).toEqual([
      '/media/sectors/decoration/1.webp',
      '/media/sectors/decoration/2.webp',
    ]);
  });
});

describe('searchProducts', () => {
  const catalog = createCatalog({
    categories: sisterCategories,
    productKeys,
    imagePath: productImagePath,
  });
  const texts = {
    categories: {
      boxes: { title: 'Oluklu Koliler' },
      films: { title: 'Streç Filmler' },
      labels: { title: 'Etiketler' },
    },
    products: {
      single: { name: 'Tek Oluklu Koli' },
      double: { name: 'Çift Oluklu Koli' },
      hand: { name: 'El Streç Filmi' },
      thermal: { name: 'Termal Etiket' },
      paper: { name: 'Kuşe Etiket' },
      vinyl: { name: 'Vinil Etiket' },
    },
  };

  it('searches any catalogue with the Turkish folding rules', () => {
    expect(searchProducts(catalog, 'cift', 'tr', texts).products.map((p) => p.key)).toEqual([
      'double',
    ]);
    expect(searchProducts(catalog, 'etiket', 'tr', texts).categories).toEqual(['labels']);
    expect(searchProducts(catalog, 'STREÇ', 'tr', texts).products.map((p) => p.key)).toEqual([
      'hand',
    ]);
  });

  it('is what searchCatalog runs over the Kuzeyhan catalogue', () => {
    expect(searchProducts({ categories, products }, 'tel', 'tr', tr.catalog)).toEqual(
      searchCatalog('tel', 'tr', tr.catalog),
    );
  });
});

describe('company helpers and constants', () => {
  it('derive the text variables and address line from any company', () => {
    expect(textVariables(company)).toEqual(defaultVariables);
    expect(addressLine(company.address, 'en')).toBe(formatAddress('en'));
  });

  it('keep every group-wide constant in siteConstants and the company facts out of it', () => {
    expect(constants).toMatchObject(siteConstants);
    for (const key of ['FOUNDING_YEAR', 'STAT_PARTNERS', 'CABLE_ITEM_COUNT', 'BUSINESS_HOURS']) {
      expect(siteConstants).not.toHaveProperty(key);
      expect(constants).toHaveProperty(key);
    }
  });

  it('@defne/core carries no company data', () => {
    const text = JSON.stringify(Object.entries(core).map(([k, v]) => [k, String(v)]));
    for (const needle of ['Kuzeyhan', 'filtration', 'sektorler', company.phone, company.email]) {
      expect(text).not.toContain(needle);
    }
    expect(Object.keys(core)).not.toContain('company');
    expect(Object.keys(core)).not.toContain('categories');
  });
});
