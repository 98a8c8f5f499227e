import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyFacts, PathEntry, Product, SectorCategory, Supplier } from '@defne/core';
import { describe, expect, it } from 'vitest';
import {
  GALLERY_EXTRAS,
  catalog,
  categories,
  company,
  defaultVariables,
  products,
  routes,
  suppliers,
  type CategoryId,
  type PageId,
} from '../content';
import { en } from '../content/locales/en';
import { tr } from '../content/locales/tr';

// The sister's content is in the same types as every group site's (checked by the compiler here).
const typed: {
  categories: readonly SectorCategory<CategoryId, string, string>[];
  products: readonly Product<CategoryId>[];
  entries: readonly PathEntry<PageId, CategoryId>[];
  company: CompanyFacts;
  suppliers: readonly Supplier[];
} = { categories, products, entries: routes.pathEntries, company, suppliers };

describe('Defne Ambalaj content', () => {
  it('has three product groups with ten products', () => {
    expect(typed.categories.map((c) => c.id)).toEqual([
      'corrugatedBoxes',
      'stretchFilms',
      'labels',
    ]);
    expect(products).toHaveLength(10);
    expect(categories.map((c) => c.itemCount)).toEqual([4, 3, 3]);
  });

  it('pairs every path with its twin and prerenders 6×2 pages (home: `/` and `/tr`) + 3×2 groups + 10×2 products', () => {
    expect(routes.defaultLang).toBe('en');
    expect(routes.prerenderPaths).toHaveLength(38);
    expect(routes.prerenderPaths.slice(0, 2)).toEqual(['/', '/tr']);
    for (const entry of routes.pathEntries) {
      expect(routes.twinPath(entry.alternates.tr!, 'en')).toBe(entry.alternates.en);
      // `/` is shared: shown in English until the visitor chooses, its toggle keeps the path.
      if (entry.alternates.en !== '/') {
        expect(routes.twinPath(entry.alternates.en!, 'tr')).toBe(entry.alternates.tr);
      }
    }
  });

  it('has texts in both languages for every group, product and supplier', () => {
    for (const texts of [tr, en]) {
      for (const c of categories) expect(texts.catalog.categories[c.id].title).toBeTruthy();
      for (const p of products) {
        const product = texts.catalog.products[p.key as keyof typeof texts.catalog.products];
        expect(product.name, p.key).toBeTruthy();
        expect(product.description, p.key).toBeTruthy();
      }
      for (const s of suppliers) expect(texts.suppliers.items[s.id].blurb).toBeTruthy();
    }
  });

  it('writes Turkish with its own letters', () => {
    const all = JSON.stringify(tr);
    for (const letter of ['ğ', 'ş', 'ı', 'İ', 'ç', 'ö', 'ü']) expect(all).toContain(letter);
  });

  it('has a picture for every product and gallery extra', () => {
    for (const p of products) {
      for (const src of catalog.productGallery(p, GALLERY_EXTRAS)) {
        expect(existsSync(join(import.meta.dirname, '..', 'public', src)), src).toBe(true);
      }
    }
  });

  it('fills the texts’ variables from its own facts', () => {
    expect(defaultVariables).toEqual({
      company: 'Defne Ambalaj',
      legalName: 'Defne Ambalaj Sanayi ve Ticaret A.Ş.',
      foundingYear: '2014',
      email: 'info@defneambalaj.example.com',
      address: 'Nilüfer OSB, Ihlamur Caddesi No: 27, 16140 Nilüfer/Bursa, Türkiye',
    });
    expect(company.email.endsWith('.example.com')).toBe(true);
  });
});
