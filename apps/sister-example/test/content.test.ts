import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CompanyFacts, PathEntry, Product, SectorCategory, Supplier } from '@defne/core';
import { describe, expect, it } from 'vitest';
import { en as kitEn } from '@defne/site/texts';
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
import { de } from '../content/locales/de';
import { en } from '../content/locales/en';
import { tr } from '../content/locales/tr';
import { productDetails } from '../content/generated/details';

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

  it('pairs every path with its twins and prerenders 6×3 pages (home: `/`, `/tr`, `/de`) + 3×3 groups + the boxes group’s second page ×3 + 10×3 products', () => {
    expect(routes.defaultLang).toBe('en');
    expect(routes.languages).toEqual(['tr', 'en', 'de']);
    expect(routes.prerenderPaths).toHaveLength(60);
    // The boxes group holds four products, three to a page (the site's route map): its page 2.
    expect(routes.prerenderPaths.filter((path) => /\/2$/.test(path))).toHaveLength(3);
    expect(routes.prerenderPaths.slice(0, 3)).toEqual(['/', '/tr', '/de']);
    for (const entry of routes.pathEntries) {
      for (const from of routes.languages) {
        // `/` is shared: shown in English until the visitor chooses, its switch keeps the path.
        if (entry.alternates[from] === '/') continue;
        for (const to of routes.languages) {
          expect(routes.twinPath(entry.alternates[from]!, to)).toBe(entry.alternates[to]);
        }
      }
    }
  });

  it('has German addresses under /de, in ASCII with umlauts written out', () => {
    const german = routes.pathEntries.map((e) => e.alternates.de!);
    for (const path of german) expect(path).toMatch(/^\/de(\/[a-z0-9]+(-[a-z0-9]+)*)*$/);
    expect(german).toEqual(
      expect.arrayContaining([
        '/de/ueber-uns',
        '/de/produkte/wellpappkartons',
        '/de/produkte/stretchfolien/handstretchfolie',
        '/de/produkte/etiketten/thermotransfer-farbbaender',
      ]),
    );
    for (const path of german) expect(routes.langOfPath(path), path).toBe('de');
  });

  it('has texts in every language for every group, product and supplier', () => {
    for (const texts of [tr, en, de]) {
      for (const c of categories) expect(texts.catalog.categories[c.id].title).toBeTruthy();
      for (const p of products) {
        const product = texts.catalog.products[p.key];
        expect(product?.name, p.key).toBeTruthy();
        expect(product?.description, p.key).toBeTruthy();
      }
      for (const s of suppliers) expect(texts.suppliers.items[s.id].blurb).toBeTruthy();
    }
  });

  it('words every key of the kit and of its own texts in German, the kit having no German of its own', () => {
    // Each text's key path, `a.b.c`, of a nested text tree.
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([k, v]) =>
        typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`),
      );
    const german = new Set(keys(de));
    for (const key of [...keys(kitEn), ...keys(en)]) expect(german.has(key), key).toBe(true);
    // The site's own wording wins over the kit's German default.
    expect(de.nav.sectors).toBe('Produkte');
    expect(de.catalog.product.documentKinds.technicalDataSheet).toBe('Technisches Datenblatt');
    expect(de.catalog.product.languages).toEqual({
      tr: 'Türkisch',
      en: 'Englisch',
      de: 'Deutsch',
    });
  });

  it('writes German with its own letters', () => {
    const all = JSON.stringify(de);
    for (const letter of ['ä', 'ö', 'ü', 'ß', 'Ä', 'Ü']) expect(all).toContain(letter);
  });

  it('gives every product detail a German text, and the documented products a German sample sheet', () => {
    for (const [key, detail] of Object.entries(productDetails)) {
      for (const p of detail.properties) {
        expect(p.label.de, key).toBeTruthy();
        expect(p.value.de, key).toBeTruthy();
      }
      if (detail.applications) expect(detail.applications.de, key).toBeTruthy();
    }
    // "17, 23" would read as one decimal number to a German buyer.
    expect(productDetails.handStretchFilm!.properties[0]!.value.de).toBe('17 und 23');
    for (const key of ['handStretchFilm', 'thermalLabels']) {
      const german = productDetails[key]!.documents.filter((d) => d.lang === 'de');
      expect(
        german.map((d) => d.kind),
        key,
      ).toEqual(['technicalDataSheet']);
      expect(existsSync(join(import.meta.dirname, '..', 'public', german[0]!.href)), key).toBe(
        true,
      );
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
