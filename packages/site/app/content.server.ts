// The site's content as the route loaders read it at build time: the company, the route map, the
// catalogue and the suppliers. A page's component gets what it shows of them from its loader's
// data; none of this is in any page's script (the browser's `virtual:defne/site` has none of it,
// and React Router refuses a `.server` module that a page's own code still uses).
import { addressLine, searchProducts, type Lang } from '@defne/core';
import { site, type CatalogTexts } from './site-config';

export const { company, routes, catalog } = site;
export const { categories, products } = catalog;
export const { suppliers, stats } = site;

// The route map's and the catalogue's look-ups (closures, not methods: safe to take apart).
export const { productsOf, getProduct, getCategory } = catalog;
export const { pagePath, sectorPath, productPath, matchPath, langOfPath, legacyCategoryPath } =
  routes;
export const formatAddress = (lang: Lang) => addressLine(company.address, lang);

/** The catalogue's products matching a query in one language. */
export function searchCatalog(query: string, lang: Lang, texts: CatalogTexts) {
  return searchProducts(catalog, query, lang, texts);
}
