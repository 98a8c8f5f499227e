// The product search in the page's language, loaded on first use: Pagefind's script, from its
// index's folder (src/search-pagefind.ts), which then fetches the chunks of the index a query
// needs and the results it shows. The search page's own script carries none of it, so the page
// paints before the visitor searches, and nothing is asked of any other host.
import { foldSearchQuery, inLang, type Lang } from '@defne/core';
import folders from 'virtual:defne/search-indexes';

/** A found product, as the result list shows it. */
export interface ProductHit {
  href: string;
  name: string;
  sector?: string;
  supplier?: string;
  description?: string;
}

/** A query's outcome: how many products match, best first, and their details a slice at a time. */
export interface SearchOutcome {
  count: number;
  /** The matches from `start` to `end` (not included). */
  hits(start: number, end: number): Promise<ProductHit[]>;
}

/** The search of one language. */
export type ProductSearch = (query: string) => Promise<SearchOutcome>;

/** The part of Pagefind's script the page uses (pagefind.js of its version). */
interface Pagefind {
  options(options: { noWorker?: boolean; basePath?: string; baseUrl?: string }): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { data(): Promise<{ url: string; meta: Record<string, string | undefined> }> }[];
  }>;
}

export async function loadProductSearch(lang: Lang): Promise<ProductSearch> {
  const folder = inLang(folders, lang, 'the search indexes');
  const pagefind = (await import(/* @vite-ignore */ `${folder}pagefind.js`)) as Pagefind;
  // On the page's own thread: a worker would be one more file and a CSP `worker-src`. The
  // results' addresses are the pages' own, not under the index's folder.
  await pagefind.options({ noWorker: true, basePath: folder, baseUrl: '/' });
  await pagefind.init();
  return async (query) => {
    const { results } = await pagefind.search(foldSearchQuery(query, lang));
    return {
      count: results.length,
      hits: (start, end) =>
        Promise.all(
          results.slice(start, end).map(async (result) => {
            const { url, meta } = await result.data();
            return {
              href: url,
              name: meta.title ?? url,
              sector: meta.sector,
              supplier: meta.supplier,
              description: meta.description,
            };
          }),
        ),
    };
  };
}
