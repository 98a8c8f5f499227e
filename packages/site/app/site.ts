// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the virtual modules' types travel with every program that type-checks this file
/// <reference path="./virtual.d.ts" />
// The site's config as the kit's pages read it: `site.config.ts` of the site being built, which
// the kit's Vite plugin (`defneSite()` of @defne/site/vite) resolves `virtual:defne/site` to.
import site from 'virtual:defne/site';
import {
  addressLine,
  searchProducts,
  siteConstants,
  type Lang,
  type Product,
  type SearchTexts,
} from '@defne/core';

export { toLang, type Lang, type Product } from '@defne/core';
import type { IconName, IconSource } from '@defne/ui';
export type CategoryId = string;
export type ProductKey = string;
export type CatalogTexts = SearchTexts<string>;

export { site };
export const { company, routes, catalog } = site;
export const { categories, products } = catalog;
export const suppliers = site.suppliers ?? [];
export const stats = site.stats ?? company.stats;
export const constants = siteConstants;

export const productsOf = (id: string): Product[] => catalog.productsOf(id);
export const getProduct = (key: string): Product | undefined => catalog.getProduct(key);
export const getCategory = (id: string) => catalog.getCategory(id);
export const pagePath = (page: string, lang: Lang) => routes.pagePath(page, lang);
export const sectorPath = (id: string, lang: Lang) => routes.sectorPath(id, lang);
export const productPath = (key: string, lang: Lang) => routes.productPath(key, lang);
export const matchPath = (path: string) => routes.matchPath(path);
export const langOfPath = (path: string) => routes.langOfPath(path);
export const legacyCategoryPath = (id: string, lang: Lang) => routes.legacyCategoryPath(id, lang);
/** A sector's icon: the site's own (`sectorIcons`), else the name in the kit's set. */
export const sectorIcon = (name: string): IconSource =>
  site.sectorIcons?.[name] ?? (name as IconName);
export const formatAddress = (lang: Lang) => addressLine(company.address, lang);

/** The catalogue's products matching a query in one language (the search box). */
export function searchCatalog(query: string, lang: Lang, texts: CatalogTexts) {
  return searchProducts(catalog, query, lang, texts);
}
