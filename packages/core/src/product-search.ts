/*
 * `@defne/core/search`: the product search of a site (its `search` page). The build writes one
 * index per language (`buildSearchIndex`), and the page loads it and its matcher (`searchIndex`)
 * only when the visitor first searches: an entry point of its own, so no page that does not
 * search carries this code. Case and letters fold by the sector search's one rule (`queryFold`).
 */
import { foldBy, queryFold } from './search';
import type { Lang, Product, ProductDetails, Supplier } from './types';

/** One product as the search finds it: the texts it is found by, in one language. */
export interface SearchEntry {
  key: string;
  /** The product's page in the index's language. */
  href: string;
  name: string;
  /** Its sector's title. */
  sector: string;
  /** Its supplier's name, when the data names one. */
  supplier?: string;
  description: string;
  /** Its properties as `label: value unit` lines, and its applications. */
  details: string;
  packaging?: string;
}

/** A language's index: every product in catalogue order. */
export interface SearchIndex {
  lang: Lang;
  entries: SearchEntry[];
}

/** What `buildSearchIndex` reads: the site's catalogue, texts of one language, details and suppliers. */
export interface SearchIndexSource<C extends string = string> {
  lang: Lang;
  catalog: { categories: readonly { readonly id: C }[]; products: readonly Product<C>[] };
  /** The language's `catalog` texts. */
  texts: {
    categories: Readonly<Record<string, { title: string }>>;
    products: Readonly<Record<string, { name: string; description?: string }>>;
  };
  details?: Readonly<Record<string, ProductDetails>>;
  suppliers?: readonly Supplier[];
  /** A product's page in `lang` (the route map's `productPath`). */
  productPath: (key: string, lang: Lang) => string;
}

/**
 * A language's search index from the site's content: each product's name, description,
 * properties, applications, packaging, sector title and supplier name. A product with no name in
 * the language is left out (it has no page to find).
 */
export function buildSearchIndex<C extends string>(source: SearchIndexSource<C>): SearchIndex {
  const { lang, catalog, texts, details = {}, suppliers = [] } = source;
  const supplierName = new Map(suppliers.map((s) => [s.id, s.name]));
  const entries: SearchEntry[] = [];
  for (const category of catalog.categories) {
    for (const product of catalog.products) {
      if (product.category !== category.id) continue;
      const own = texts.products[product.key];
      if (!own?.name) continue;
      const detail = details[product.key];
      const lines = (detail?.properties ?? []).map((p) =>
        [`${p.label[lang]}:`, p.value[lang], p.unit].filter(Boolean).join(' '),
      );
      if (detail?.applications?.[lang]) lines.push(detail.applications[lang]);
      const supplier = detail?.supplier ? supplierName.get(detail.supplier) : undefined;
      const packaging = detail?.packaging?.[lang];
      entries.push({
        key: product.key,
        href: source.productPath(product.key, lang),
        name: own.name,
        sector: texts.categories[category.id]?.title ?? '',
        ...(supplier ? { supplier } : {}),
        description: own.description ?? '',
        details: lines.join('\n'),
        ...(packaging ? { packaging } : {}),
      });
    }
  }
  return { lang, entries };
}

/**
 * The fields a word is looked for in, by weight: a word in the name counts most, then in what
 * the product is (its properties and applications), its sector or supplier, its description,
 * and its packaging least.
 */
const FIELDS = [
  ['name', 16],
  ['details', 6],
  ['sector', 4],
  ['supplier', 4],
  ['description', 2],
  ['packaging', 1],
] as const satisfies readonly (readonly [keyof SearchEntry, number])[];

/** Letters and digits in a row: a word, in any script. */
const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text after folding. */
function wordsOf(text: string, fold: 'case' | 'loose', lang: Lang): string[] {
  return foldBy(text, fold, lang).match(WORD) ?? [];
}

type FoldedEntry = { words: string[][]; phrases: string[] };
const folded = new WeakMap<SearchIndex, Partial<Record<'case' | 'loose', FoldedEntry[]>>>();

/** Each entry's fields as folded words (and one line each, for phrases), once per index and fold. */
function foldedEntries(index: SearchIndex, fold: 'case' | 'loose'): FoldedEntry[] {
  let byFold = folded.get(index);
  if (!byFold) folded.set(index, (byFold = {}));
  return (byFold[fold] ??= index.entries.map((entry) => {
    const words = FIELDS.map(([field]) => wordsOf(entry[field] ?? '', fold, index.lang));
    return { words, phrases: words.map((w) => ` ${w.join(' ')}`) };
  }));
}

/** A found product and how well it matched (higher first). */
export interface SearchHit {
  entry: SearchEntry;
  score: number;
}

/**
 * The products matching a query, best first. Every word of the query must begin a word of the
 * product's texts (`yapistir` finds `Yapıştırıcılar`, `oda` finds `odalar` but not `modası`),
 * folded by the sector search's rule (`queryFold`): `HEPA`, `temiz oda`, `yapistirici` and
 * `İNŞAAT` all find theirs. A word counts by the best field it begins a word in (name first,
 * packaging last); the whole query as a phrase in a field, or a whole word matched, counts more.
 * Ties keep catalogue order. A blank query finds nothing.
 */
export function searchIndex(index: SearchIndex, query: string): SearchHit[] {
  const fold = queryFold(query.trim());
  const terms = wordsOf(query, fold, index.lang);
  if (terms.length === 0) return [];
  const phrase = ` ${terms.join(' ')}`;
  const hits: SearchHit[] = [];
  foldedEntries(index, fold).forEach(({ words, phrases }, at) => {
    let score = 0;
    for (const term of terms) {
      let best = 0;
      FIELDS.forEach(([, weight], field) => {
        for (const word of words[field]!) {
          if (!word.startsWith(term)) continue;
          // A whole word over a word's start: `oda` is nearer `oda` than `odak`.
          best = Math.max(best, word === term ? weight * 1.5 : weight);
        }
      });
      if (best === 0) return;
      score += best;
    }
    if (terms.length > 1)
      FIELDS.forEach(([, weight], field) => {
        if (phrases[field]!.includes(phrase)) score += weight * 2;
      });
    hits.push({ entry: index.entries[at]!, score });
  });
  // Array sort is stable: equal scores keep catalogue order.
  return hits.sort((a, b) => b.score - a.score);
}
