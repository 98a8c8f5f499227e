import type { ResolvedSite } from './config';

/**
 * Every product of the catalogue with its sector and its page in each language: the module
 * `virtual:defne/product-index`, which only the enquiry forms' code (loaded lazily) imports. Self-
 * contained (no imports at run time): a plain Vite run writes it into that module as it is.
 */
export function productIndex(site: Pick<ResolvedSite, 'catalog' | 'routes'>) {
  return site.catalog.products.map((p) => ({
    key: p.key,
    category: p.category,
    paths: Object.fromEntries(
      site.routes.languages.map((lang) => [lang, site.routes.productPath(p.key, lang)]),
    ),
  }));
}
