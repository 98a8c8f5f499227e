import { describe, expect, it } from 'vitest';
import { buildSearchIndex, SEARCH_FIELDS, type SearchIndexSource } from './product-search';
import { foldCase, foldSearchQuery, foldSearchText } from './search';
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

/**
 * Whether a query finds a text as the search library matches a folded query against folded
 * texts: every word of the query begins a word of the text.
 */
function finds(text: string, query: string, lang: Lang): boolean {
  const words = foldSearchText(text, lang).split(/[^\p{L}\p{N}]+/u);
  const terms = foldSearchQuery(query, lang)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return terms.length > 0 && terms.every((term) => words.some((w) => w.startsWith(term)));
}

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

describe('the full-text search’s folding', () => {
  const entry = (key: string) => tr.entries.find((e) => e.key === key)!;
  const text = (key: string) => SEARCH_FIELDS.map(([field]) => entry(key)[field] ?? '').join('\n');

  it('finds the four examples: HEPA, temiz oda, yapistirici, İNŞAAT', () => {
    expect(finds(text('media'), 'HEPA', 'tr')).toBe(true);
    expect(finds(text('media'), 'temiz oda', 'tr')).toBe(true);
    expect(finds(text('glue'), 'yapistirici', 'tr')).toBe(true);
    expect(finds(text('glue'), 'YAPISTIR', 'tr')).toBe(true);
    expect(finds(text('nails'), 'İNŞAAT', 'tr')).toBe(true);
    expect(finds(text('nails'), 'insaat', 'tr')).toBe(true);
    expect(finds(text('nails'), 'HEPA', 'tr')).toBe(false);
  });

  it('folds Turkish capitals by Turkish rules and drops the letters’ marks', () => {
    expect(foldSearchText('İNŞAAT IĞDIR Çivi Diş', 'tr')).toBe('insaat igdir civi dis');
    expect(foldSearchQuery('İNŞAAT', 'tr')).toBe('insaat');
    expect(foldSearchQuery('ISIL', 'tr')).toBe('isil');
    expect(foldSearchQuery('ısıl', 'tr')).toBe('isil');
    // In English, a capital İ is an i with its dot dropped.
    expect(foldSearchQuery('İZMIR', 'en')).toBe('izmir');
  });

  it('finds a German word by its umlaut, without it, or spelled out: Ärzte, arzte, aerzte', () => {
    const text = 'Für Ärzte und Zahnärzte. Größe: Straße';
    for (const query of [
      'Ärzte',
      'arzte',
      'aerzte',
      'zahnaerzte',
      'fuer',
      'GRÖSSE',
      'strasse',
      'Straße',
    ])
      expect(finds(text, query, 'de'), query).toBe(true);
    expect(finds(text, 'aerzt', 'en')).toBe(false);
    // Only German spells them out: a Turkish ö is never "oe".
    expect(foldSearchText('Ölçü', 'tr')).toBe('olcu');
  });

  it('keeps whole words apart: a query word must begin a word of the text', () => {
    expect(finds(text('media'), 'oda', 'tr')).toBe(true);
    expect(finds(text('media'), 'da', 'tr')).toBe(false);
    expect(finds(text('glue'), 'liüretan', 'tr')).toBe(false);
  });
});

describe('case folding in any language', () => {
  it('keeps Turkish dotless and dotted i apart, and folds İ to i elsewhere (German here)', () => {
    expect(foldCase('IĞDIR İZMİR', 'tr')).toBe('ığdır izmir');
    expect(foldCase('İZMIR Straße', 'de')).toBe('izmir straße');
    expect(foldCase('İZMIR', 'en')).toBe('izmir');
  });
});
