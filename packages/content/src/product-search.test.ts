// Issue 36 part 4: Kuzeyhan's own data as the search indexes it (the entries the build hands
// Pagefind, folded as it indexes them): each example query's words begin words of its products'
// texts, as Pagefind matches them, in each language. Their order of results, Pagefind's ranking,
// is checked in Chromium (apps/web/e2e/search.spec.ts).
import { foldSearchQuery, foldSearchText } from '@defne/core';
import { buildSearchIndex, SEARCH_FIELDS } from '@defne/core/search';
import { describe, expect, it } from 'vitest';
import { catalog } from './catalog';
import { productDetails } from './generated/details';
import { en } from './generated/locales/en';
import { tr } from './generated/locales/tr';
import { productPath } from './routes';
import { searchCatalog } from './search';
import { suppliers } from './suppliers';

const indexOf = (lang: 'tr' | 'en') =>
  buildSearchIndex({
    lang,
    catalog,
    texts: (lang === 'tr' ? tr : en).catalog,
    details: productDetails,
    suppliers,
    productPath: (key, l) => productPath(key as never, l),
  });
const index = { tr: indexOf('tr'), en: indexOf('en') };
/** The products whose folded texts have a word beginning with each word of the folded query. */
const keys = (lang: 'tr' | 'en', query: string) => {
  const terms = foldSearchQuery(query, lang)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return index[lang].entries
    .filter((entry) => {
      const words = foldSearchText(
        SEARCH_FIELDS.map(([field]) => entry[field] ?? '').join('\n'),
        lang,
      ).split(/[^\p{L}\p{N}]+/u);
      return terms.every((term) => words.some((word) => word.startsWith(term)));
    })
    .map((entry) => entry.key);
};

describe("Kuzeyhan's product search", () => {
  it('indexes every product in both languages, each with its page', () => {
    for (const lang of ['tr', 'en'] as const) {
      expect(index[lang].entries).toHaveLength(catalog.products.length);
      for (const entry of index[lang].entries)
        expect(entry.href).toBe(productPath(entry.key as never, lang));
    }
  });

  it('"HEPA" finds the microglass media (its filter class) and what mentions HEPA', () => {
    expect(keys('tr', 'HEPA')).toEqual(
      expect.arrayContaining(['microglassMedia', 'separator', 'pleatingMachines']),
    );
    expect(keys('en', 'hepa')).toContain('microglassMedia');
  });

  it('"temiz oda" and "clean room" find the media for clean rooms, which only its description and applications name', () => {
    expect(keys('tr', 'temiz oda')).toEqual(['microglassMedia']);
    expect(keys('en', 'clean room')).toEqual(['microglassMedia']);
    // The sector search keeps its rules: names and sector titles only, so it finds nothing here.
    expect(searchCatalog('temiz oda', 'tr', tr.catalog).products).toEqual([]);
  });

  it('"yapistirici" finds the adhesives, by their name', () => {
    expect(keys('tr', 'yapistirici')).toContain('adhesives');
    expect(keys('tr', 'yapıştırıcı')).toContain('adhesives');
  });

  it('"İNŞAAT" finds the wire nails, whose data says "İnşaat"; "construction" finds the nails in English', () => {
    expect(keys('tr', 'İNŞAAT')).toEqual(['wireNails']);
    expect(keys('tr', 'insaat')).toEqual(['wireNails']);
    expect(keys('en', 'construction')).toEqual(expect.arrayContaining(['wireNails', 'coilNails']));
  });

  it('finds by supplier and by sector title', () => {
    // Each supplier's name finds every product the data links to it.
    for (const supplier of suppliers) {
      const own = catalog.products.filter((p) => productDetails[p.key]?.supplier === supplier.id);
      expect(keys('tr', supplier.name)).toEqual(expect.arrayContaining(own.map((p) => p.key)));
    }
    expect(keys('tr', 'diş malzemeleri').sort()).toEqual(
      catalog.products
        .filter((p) => p.category === 'dentalSupplies')
        .map((p) => p.key)
        .sort(),
    );
  });

  it('finds nothing for a word no product has', () => {
    expect(keys('tr', 'uçak motoru')).toEqual([]);
    expect(keys('en', 'zzqx')).toEqual([]);
  });
});
