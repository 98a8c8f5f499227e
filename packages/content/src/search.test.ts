import { describe, expect, it } from 'vitest';
import { en } from './generated/locales/en';
import { tr } from './generated/locales/tr';
import { foldCase, foldLoose, matchesQuery, searchCatalog, type SearchTexts } from './search';
import { products, productsOf } from './catalog';

const keys = (r: { products: { key: string }[] }) => r.products.map((p) => p.key);

/** Real catalogue structure with made-up names, for folding cases the catalogue lacks. */
function textsWith(names: Record<string, string>, titles: Partial<SearchTexts['categories']> = {}) {
  const base = structuredClone(tr.catalog) as unknown as SearchTexts;
  for (const [key, name] of Object.entries(names)) base.products[key] = { name };
  for (const [id, t] of Object.entries(titles)) base.categories[id as keyof typeof titles] = t!;
  return base;
}

describe('foldCase', () => {
  it('folds by Turkish rules in tr', () => {
    expect(foldCase('I', 'tr')).toBe('ı');
    expect(foldCase('İ', 'tr')).toBe('i');
    expect(foldCase('DİŞ', 'tr')).toBe('diş');
    expect(foldCase('ISIL', 'tr')).toBe('ısıl');
    expect(foldCase('ÇĞÖŞÜ', 'tr')).toBe('çğöşü');
  });

  it('folds by English rules in en, without a stray combining dot', () => {
    expect(foldCase('I', 'en')).toBe('i');
    expect(foldCase('İ', 'en')).toBe('i');
    expect(foldCase('FILTER', 'en')).toBe('filter');
  });

  it('normalises decomposed input', () => {
    expect(foldCase('Dis\u0327', 'tr')).toBe('diş');
  });
});

describe('foldLoose', () => {
  it('drops diacritics and the dot distinction', () => {
    expect(foldLoose('Diş Ünitesi', 'tr')).toBe('dis unitesi');
    expect(foldLoose('Isıl Çözüm Ğ', 'tr')).toBe('isil cozum g');
  });
});

describe('matchesQuery', () => {
  it('takes a query with Turkish letters literally, keeping i and ı apart', () => {
    expect(matchesQuery('kıl', 'KIL', 'tr')).toBe(true);
    expect(matchesQuery('kil', 'KİL', 'tr')).toBe(true);
    expect(matchesQuery('kıl', 'KİL', 'tr')).toBe(false);
    expect(matchesQuery('kil', 'kıl', 'tr')).toBe(false);
    expect(matchesQuery('İğneli Keçe', 'ığne', 'tr')).toBe(false);
    expect(matchesQuery('İğneli Keçe', 'İĞNE', 'tr')).toBe(true);
    expect(matchesQuery('İğneli Keçe', 'iğne', 'tr')).toBe(true);
  });

  it('lets a plain-ASCII query ignore diacritics', () => {
    expect(matchesQuery('Diş Malzemeleri', 'dis', 'tr')).toBe(true);
    expect(matchesQuery('Isıl Bağlı Keçe', 'isil bagli', 'tr')).toBe(true);
    expect(matchesQuery('Cam Tülü', 'CAM TULU', 'tr')).toBe(true);
  });

  it('is a substring match and ignores surrounding spaces', () => {
    expect(matchesQuery('Printing Inks', '  ink ', 'en')).toBe(true);
    expect(matchesQuery('Printing Inks', 'inks printing', 'en')).toBe(false);
    expect(matchesQuery('anything', '   ', 'en')).toBe(true);
  });
});

describe('searchCatalog (Turkish)', () => {
  it('DİŞ finds the dental category and so all its products', () => {
    const r = searchCatalog('DİŞ', 'tr', tr.catalog);
    expect(r.categories).toEqual(['dentalSupplies']);
    expect(r.products).toEqual(productsOf('dentalSupplies'));
  });

  it('ISIL finds ısıl', () => {
    const texts = textsWith({ needleFelt: 'Isıl Bağlı Keçe', tapes: 'ısıl bant' });
    expect(keys(searchCatalog('ISIL', 'tr', texts))).toEqual(['needleFelt', 'tapes']);
    expect(keys(searchCatalog('ısıl', 'tr', texts))).toEqual(['needleFelt', 'tapes']);
    expect(keys(searchCatalog('Isıl', 'tr', texts))).toEqual(['needleFelt', 'tapes']);
  });

  it('does not confuse dotted and dotless i when the query has Turkish letters', () => {
    const texts = textsWith({ needleFelt: 'Xıyz Keçe', tapes: 'Xiyz Bant' });
    expect(keys(searchCatalog('XİYZ', 'tr', texts))).toEqual(['tapes']);
    expect(keys(searchCatalog('xıyz', 'tr', texts))).toEqual(['needleFelt']);
    expect(keys(searchCatalog('Xİyz', 'tr', texts))).toEqual(['tapes']);
    // A plain-ASCII query may come from a keyboard without Turkish letters: it finds both.
    expect(keys(searchCatalog('XIYZ', 'tr', texts))).toEqual(['needleFelt', 'tapes']);
  });

  it('matches a product name regardless of case', () => {
    expect(keys(searchCatalog('İĞNELİ', 'tr', tr.catalog))).toEqual(['needleFelt']);
    expect(keys(searchCatalog('bant', 'tr', tr.catalog))).toEqual(['tapes', 'waterBlockingTapes']);
    expect(searchCatalog('bant', 'tr', tr.catalog).categories).toEqual(['filtration']);
  });

  it('returns every product of a category whose title matches, plus matching products elsewhere', () => {
    const r = searchCatalog('makine', 'tr', tr.catalog);
    expect(r.categories).toEqual(['filtration', 'shoeSolesAndMachines']);
    expect(keys(r)).toEqual(['pleatingMachines', 'shoeSoles', 'soleMachines']);
  });

  it('finds Turkish words typed without Turkish letters', () => {
    expect(searchCatalog('dis malzemeleri', 'tr', tr.catalog).categories).toEqual([
      'dentalSupplies',
    ]);
    expect(keys(searchCatalog('cam tulu', 'tr', tr.catalog))).toEqual(['glassFiberWallCovering']);
  });

  it('searches the Turkish texts only', () => {
    expect(keys(searchCatalog('wax', 'tr', tr.catalog))).toEqual([]);
    expect(keys(searchCatalog('mum', 'tr', tr.catalog))).toEqual(['modelingWax']);
  });
});

describe('searchCatalog (English)', () => {
  it('matches category titles case-insensitively', () => {
    const r = searchCatalog('FILTRATION', 'en', en.catalog);
    expect(r.categories).toEqual(['filtration']);
    expect(r.products).toEqual(productsOf('filtration'));
  });

  it('matches product names only when no title matches', () => {
    const r = searchCatalog('wax', 'en', en.catalog);
    expect(r.categories).toEqual(['dentalSupplies']);
    expect(keys(r)).toEqual(['modelingWax']);
  });

  it('mixes title and product matches in catalogue order', () => {
    const r = searchCatalog('Machines', 'en', en.catalog);
    expect(r.categories).toEqual(['filtration', 'shoeSolesAndMachines']);
    expect(keys(r)).toEqual(['pleatingMachines', 'shoeSoles', 'soleMachines']);
  });

  it('finds the filter grades in product names', () => {
    expect(keys(searchCatalog('f7', 'en', en.catalog))).toEqual(['bagFilterRolls']);
    expect(keys(searchCatalog('G3', 'tr', tr.catalog))).toEqual(['panelFilterMedia']);
  });

  it('shows nothing for an unknown term', () => {
    expect(searchCatalog('zzz', 'en', en.catalog)).toEqual({ categories: [], products: [] });
    expect(searchCatalog('cable', 'en', en.catalog)).toEqual({ categories: [], products: [] });
  });

  it('shows everything for a blank query', () => {
    const r = searchCatalog('  ', 'en', en.catalog);
    expect(r.products).toEqual(products);
    expect(r.categories).toHaveLength(6);
  });
});
