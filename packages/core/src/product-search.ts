/*
 * `@defne/core/search`: what the product search of a site (its `search` page) finds a product by.
 * The build hands each language's entries (`buildSearchIndex`) to the search library, which
 * writes an index split into chunks by word; the page loads the chunks a query needs only when
 * the visitor searches. Texts fold by `foldSearchText`, queries by `foldSearchQuery`.
 */
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
 * The fields a product is found by, with the weight of a word found in each (the search
 * library's, 1 to 10): a word in the name counts most, then in what the product is (its
 * properties and applications), its sector or supplier, its description, and its packaging least.
 */
export const SEARCH_FIELDS = [
  ['name', 10],
  ['details', 6],
  ['sector', 4],
  ['supplier', 4],
  ['description', 2],
  ['packaging', 1],
] as const satisfies readonly (readonly [keyof SearchEntry, number])[];
