// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual modules' types travel with every program that type-checks this file
/// <reference path="./virtual.d.ts" />
// The site's config as the kit's pages read it: `site.config.ts` of the site being built, which
// the kit's Vite plugin (`defneSite()` of @defne/site/vite) hands over as `virtual:defne/site`,
// checked by the build, with every default filled in (`resolveSite`).
import site from 'virtual:defne/site';
import {
  addressLine,
  searchProducts,
  siteConstants,
  type Lang,
  type SearchTexts,
} from '@defne/core';
import type { IconName, IconSource } from '@defne/ui';

export { toLang, type Lang, type Product } from '@defne/core';
export type CategoryId = string;
export type ProductKey = string;
export type CatalogTexts = SearchTexts<string>;

export { site };
export const { company, routes, catalog } = site;
export const { categories, products } = catalog;
export const { suppliers, stats } = site;
export const constants = siteConstants;

// The route map's and the catalogue's look-ups (closures, not methods: safe to take apart).
export const { productsOf, getProduct, getCategory } = catalog;
export const { pagePath, sectorPath, productPath, matchPath, langOfPath, legacyCategoryPath } =
  routes;
/** A sector's icon: the site's own (`sectorIcons`), else the name in the kit's set. */
export const sectorIcon = (name: string): IconSource =>
  site.sectorIcons[name] ?? (name as IconName);
export const formatAddress = (lang: Lang) => addressLine(company.address, lang);

/** The catalogue's products matching a query in one language (the search box). */
export function searchCatalog(query: string, lang: Lang, texts: CatalogTexts) {
  return searchProducts(catalog, query, lang, texts);
}
