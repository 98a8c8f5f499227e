import { categories, products } from './catalog';
import { searchProducts, type SearchResult, type SearchTexts } from './kit/search';
import type { Lang } from './types';

export {
  foldCase,
  foldLoose,
  matchesQuery,
  type SearchResult,
  type SearchTexts,
} from './kit/search';

/**
 * Sector search (spec section 5): case-insensitive substring over category titles and product
 * names. A category whose title matches brings all its products; otherwise only matching
 * products show. A blank query matches everything. (`searchProducts` searches any catalogue.)
 */
export function searchCatalog(query: string, lang: Lang, texts: SearchTexts): SearchResult {
  return searchProducts({ categories, products }, query, lang, texts);
}
