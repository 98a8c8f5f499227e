import { categories, products } from './catalog';
import {
  searchProducts,
  type SearchResult as CoreSearchResult,
  type SearchTexts as CoreSearchTexts,
} from '@defne/core';
import type { CategoryId, Lang } from './types';

export { foldCase, foldLoose, matchesQuery } from '@defne/core';
/** A search result of this site's catalogue. */
export type SearchResult = CoreSearchResult<CategoryId>;
/** The texts a search of this site's catalogue reads. */
export type SearchTexts = CoreSearchTexts<CategoryId>;

/**
 * Sector search (spec section 5): case-insensitive substring over category titles and product
 * names. A category whose title matches brings all its products; otherwise only matching
 * products show. A blank query matches everything. (`searchProducts` searches any catalogue.)
 */
export function searchCatalog(query: string, lang: Lang, texts: SearchTexts): SearchResult {
  return searchProducts({ categories, products }, query, lang, texts);
}
