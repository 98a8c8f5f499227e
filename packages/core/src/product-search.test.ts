import { describe, expect, it } from 'vitest';
import { buildSearchIndex, searchIndex, type SearchIndexSource } from './product-search';
import { foldCase, matchesQuery } from './search';
import type { Lang, ProductDetails } from './types';

// A made-up catalogue (the core holds no company's data): two sectors, four products.
const catalog = {
  categories: [{ id: 'filters' }, { id: 'building' }],
  products: [
    { key: 'glue', category: 'filters', index: 1, image: '/g.webp' },
    { key: 'media', category: 'filters', index: 2, image: '/m.webp' },
    { key: 'nails', category: 'building', index: 1, image: '/n.webp' },
    { key: 'ghost', category: 'building', index: 2, image: '/x.webp' },
  ],
} as const;

const details: Record<string, ProductDetails> = {
  media: {
    properties: [
      { label: { tr: 'Filtre sınıfı', en: 'Filter class' }, value: { tr: 'HEPA', en: 'HEPA' } },
      { label: { tr: 'Gramaj', en: 'Grammage' }, value: { tr: '70', en: '70' }, unit: 'g/m²' },
    ],
    applications: { tr: 'Temiz odalar ve hastaneler.', en: 'Clean rooms and hospitals.' },
    packaging: { tr: 'Rulo.', en: 'Rolls.' },
    supplier: 'nord',
    documents: [],
    related: [],
  },
  nails: {
    properties: [],
    applications: { tr: 'İnşaat ve ambalaj.', en: 'Construction and packaging.' },
    documents: [],
    related: [],
  },
};

const texts = {
  tr: {
    categories: { filters: { title: 'Filtrasyon' }, building: { title: 'Yapı Malzemeleri' } },
    products: {
      glue: {
        name: 'Poliüretan Yapıştırıcılar',
        description: 'Filtre çerçevesi için; HEPA filtre üreticilerinin tercihi.',
      },
      media: { name: 'Cam Elyafı Medya', description: 'Yüksek verimli filtre kâğıdı.' },
      nails: { name: 'Tel Çiviler', description: 'Parlak ve galvanizli çiviler.' },
    },
  },
  en: {
    categories: { filters: { title: 'Filtration' }, building: { title: 'Building' } },
    products: {
      glue: { name: 'Polyurethane Adhesives', description: 'For filter frames.' },
      media: { name: 'Glass Fibre Media', description: 'High-efficiency filter paper.' },
      nails: { name: 'Wire Nails', description: 'Bright and galvanized nails.' },
    },
  },
};

const source = (lang: keyof typeof texts): SearchIndexSource =>
  ({
    lang,
    catalog,
    texts: texts[lang],
    details,
    suppliers: [{ id: 'nord', name: 'Nordair Airtech', logo: null }],
    productPath: (key: string, l: Lang) => `/${l}/p/${key}`,
  }) as SearchIndexSource;

const tr = buildSearchIndex(source('tr'));
const en = buildSearchIndex(source('en'));
const keys = (query: string, index = tr) => searchIndex(index, query).map((h) => h.entry.key);

describe('buildSearchIndex', () => {
  it('holds every named product in catalogue order, with its page, sector and supplier', () => {
    expect(tr.entries.map((e) => e.key)).toEqual(['glue', 'media', 'nails']);
    const media = tr.entries[1]!;
    expect(media).toMatchObject({
      href: '/tr/p/media',
      name: 'Cam Elyafı Medya',
      sector: 'Filtrasyon',
      supplier: 'Nordair Airtech',
      packaging: 'Rulo.',
    });
    expect(media.details).toBe('Filtre sınıfı: HEPA\nGramaj: 70 g/m²\nTemiz odalar ve hastaneler.');
  });

  it('writes each language in its own words and paths', () => {
    expect(en.entries[1]).toMatchObject({
      href: '/en/p/media',
      sector: 'Filtration',
      details: 'Filter class: HEPA\nGrammage: 70 g/m²\nClean rooms and hospitals.',
    });
    expect(en.entries[0]).not.toHaveProperty('supplier');
  });
});

describe('searchIndex', () => {
  it('finds by a property and by the description, the property first', () => {
    expect(keys('HEPA')).toEqual(['media', 'glue']);
    expect(keys('hepa')).toEqual(['media', 'glue']);
  });

  it('finds an application by its words, with a suffix: "temiz oda" finds "Temiz odalar"', () => {
    expect(keys('temiz oda')).toEqual(['media']);
    expect(keys('clean room', en)).toEqual(['media']);
  });

  it('folds a query typed without Turkish letters: "yapistirici", "YAPISTIR" find "Yapıştırıcılar"', () => {
    expect(keys('yapistirici')).toEqual(['glue']);
    expect(keys('YAPISTIR')).toEqual(['glue']);
  });

  it('folds Turkish capitals by Turkish rules: "İNŞAAT" finds "İnşaat"', () => {
    expect(keys('İNŞAAT')).toEqual(['nails']);
    expect(keys('insaat')).toEqual(['nails']);
  });

  it('keeps dotted and dotless i apart in a query with Turkish letters, as the sector search does', () => {
    // "KIL" in Turkish folds to "kıl", which begins no word; "ÇİVİ" folds to "çivi".
    expect(keys('ÇİVİ')).toEqual(['nails']);
    expect(keys('ÇIVI')).toEqual([]);
    expect(matchesQuery('Tel Çiviler', 'ÇIVI', 'tr')).toBe(false);
  });

  it('finds by the sector title and the supplier name', () => {
    expect(keys('yapı malz')).toEqual(['nails']);
    expect(keys('nordair')).toEqual(['media']);
  });

  it('ranks a name match before a description match', () => {
    // "filtre" is in the glue's description and the media's description and details.
    expect(keys('filtre')).toEqual(['media', 'glue']);
    // "cam" begins a word of the media's name only.
    expect(keys('cam')).toEqual(['media']);
    const [first, second] = searchIndex(en, 'filter');
    expect(first!.entry.key).toBe('media');
    expect(second!.entry.key).toBe('glue');
  });

  it('needs every word, each at the start of a word', () => {
    expect(keys('hepa çivi')).toEqual([]);
    // "oda" must begin a word: it is inside no other word here, and "da" begins none.
    expect(keys('da')).toEqual([]);
    expect(keys('liüretan')).toEqual([]);
  });

  it('finds nothing for an unknown word or a blank query', () => {
    expect(keys('zzzz')).toEqual([]);
    expect(keys('   ')).toEqual([]);
    expect(keys('—')).toEqual([]);
  });
});

describe('case folding in any language', () => {
  it('keeps Turkish dotless and dotted i apart, and folds İ to i elsewhere (German here)', () => {
    expect(foldCase('IĞDIR İZMİR', 'tr')).toBe('ığdır izmir');
    expect(foldCase('İZMIR Straße', 'de')).toBe('izmir straße');
    expect(foldCase('İZMIR', 'en')).toBe('izmir');
  });
});
