// The product search's matcher and its index in the page's language, loaded on first use: the
// search page's own script carries neither, so the page paints before the visitor searches.
import { inLang, type Lang } from '@defne/core';
import type { SearchHit } from '@defne/core/search';
import indexes from 'virtual:defne/search-indexes';

/** The search of one language: the products matching a query, best first. */
export type ProductSearch = (query: string) => SearchHit[];

export async function loadProductSearch(lang: Lang): Promise<ProductSearch> {
  const [{ searchIndex }, { default: index }] = await Promise.all([
    import('@defne/core/search'),
    inLang(indexes, lang, 'the search indexes')(),
  ]);
  return (query) => searchIndex(index, query);
}
