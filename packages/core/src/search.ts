import type { Lang, Product } from './types';

/** The part of the catalogue texts the search reads; `CatalogTexts` satisfies it. */
export interface SearchTexts<C extends string = string> {
  categories: Record<C, { title: string }>;
  products: Record<string, { name: string }>;
}

/** The part of a product the search reads: a catalogue's own products, or a page's of them. */
export type SearchedProduct<C extends string = string> = Pick<Product<C>, 'key' | 'category'>;

export interface SearchResult<
  C extends string = string,
  P extends SearchedProduct<C> = Product<C>,
> {
  /** Categories with at least one result (title or product match), in catalogue order. */
  categories: C[];
  /**
   * All products of title-matched categories plus name-matched products, in catalogue order: the
   * catalogue's own objects.
   */
  products: P[];
}

/** Whether a language lower-cases `İ` to a plain `i` (Turkish, Azerbaijani). */
function dotlessCasing(lang: Lang): boolean {
  try {
    return 'İ'.toLocaleLowerCase(lang) === 'i';
  } catch {
    return false;
  }
}

/**
 * Case folding by the rules of the language: in Turkish `I` → `ı` and `İ` → `i`; in other
 * languages `I` → `i`, and the dot that `İ` leaves behind (U+0307) is dropped.
 */
export function foldCase(text: string, lang: Lang): string {
  if (dotlessCasing(lang)) return text.normalize('NFC').toLocaleLowerCase(lang);
  return text
    .normalize('NFC')
    .toLocaleLowerCase('und')
    .normalize('NFC')
    .replace(/\u0307/g, '');
}

/** Case-folded, then without diacritics and with `ı` as `i`: `Diş Ünitesi` → `dis unitesi`. */
export function foldLoose(text: string, lang: Lang): string {
  return foldCase(text, lang).normalize('NFD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** German letters and how a keyboard without them spells them. */
const GERMAN_SPELLED_OUT: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The words the site's full-text search indexes a text by (`@defne/core/search`), in the rules of
 * `lang`: folded as `foldLoose` folds them with `ß` as `ss` (`İNŞAAT` → `insaat`, `Ärzte` → `arzte`), and in German
 * each word with an umlaut or `ß` once more as a keyboard without them spells it (`aerzte`,
 * `strasse`). A query folds by `foldSearchQuery`, so both spellings find the word.
 */
export function foldSearchText(text: string, lang: Lang): string {
  const folded = foldLoose(text, lang).replace(/ß/g, 'ss');
  if (lang.split('-')[0] !== 'de') return folded;
  const spelled = (foldCase(text, lang).match(/[\p{L}\p{N}]*[äöüß][\p{L}\p{N}]*/gu) ?? []).map(
    (word) =>
      foldLoose(
        word.replace(/[äöüß]/g, (letter) => GERMAN_SPELLED_OUT[letter]!),
        lang,
      ),
  );
  return spelled.length ? `${folded}\n${spelled.join(' ')}` : folded;
}

/** A query of the full-text search folded as its index was (`foldSearchText`): `foldLoose`, `ß` as `ss`. */
export function foldSearchQuery(query: string, lang: Lang): string {
  return foldLoose(query, lang).replace(/ß/g, 'ss');
}

const plainAscii = /^[\x20-\x7e]*$/;

/**
 * The fold a query is compared by, the one rule of every search of a site (the sector search
 * here, the product search of `@defne/core/search`). A query typed with Turkish letters is taken
 * literally after case folding (`foldCase`), so `i` and `ı` (and `İ` and `I`) stay distinct:
 * `KİL` does not find `kıl`. A query in plain ASCII, as typed on a keyboard without Turkish
 * letters, also ignores diacritics (`foldLoose`): `dis` finds `diş`, `ISIL` finds `ısıl`.
 */
export function queryFold(query: string): 'case' | 'loose' {
  return plainAscii.test(query) ? 'loose' : 'case';
}

/** `text` folded by `fold` (`queryFold`'s answer) in the rules of `lang`. */
export function foldBy(text: string, fold: 'case' | 'loose', lang: Lang): string {
  return fold === 'loose' ? foldLoose(text, lang) : foldCase(text, lang);
}

/** Whether `text` contains `query`, ignoring case (and for a plain ASCII query, diacritics): `queryFold`. */
export function matchesQuery(text: string, query: string, lang: Lang): boolean {
  const q = query.trim();
  if (q === '') return true;
  const fold = queryFold(q);
  return foldBy(text, fold, lang).includes(foldBy(q, fold, lang));
}

/**
 * Sector search (spec section 5) over any catalogue: case-insensitive substring over category
 * titles and product names. A category whose title matches brings all its products; otherwise
 * only matching products show. A blank query matches everything.
 */
export function searchProducts<C extends string, P extends SearchedProduct<C> = Product<C>>(
  catalog: {
    categories: readonly { readonly id: C }[];
    products: readonly P[];
  },
  query: string,
  lang: Lang,
  texts: SearchTexts<C>,
): SearchResult<C, P> {
  const found: P[] = [];
  const foundCategories: C[] = [];
  for (const category of catalog.categories) {
    const titleMatch = matchesQuery(texts.categories[category.id]?.title ?? '', query, lang);
    const hits = catalog.products.filter(
      (p) =>
        p.category === category.id &&
        (titleMatch || matchesQuery(texts.products[p.key]?.name ?? '', query, lang)),
    );
    if (hits.length > 0) {
      foundCategories.push(category.id);
      found.push(...hits);
    }
  }
  return { categories: foundCategories, products: found };
}
