import { createCatalog, productImagePath } from '@defne/core';
import { productKeys, sectorData } from './generated/content';
import type { CategoryId, ImageFolder, Product, SectorCategory, SectorIcon } from './types';

export { PLACEHOLDER_IMAGE, productImagePath } from '@defne/core';

/**
 * Product keys per category, in catalogue order (generated from `data/products/*.json`: each
 * file's `sector` and `order`). Names and descriptions live in the resources (`catalog.products.{key}`).
 */
export { productKeys };

/** Key of a catalogue product (`data/products/{key}.json`). */
export type ProductKey = (typeof productKeys)[CategoryId][number];

/** The categories in their order (`data/sectors/*.json`); counts are the number of their products. */
export const categories: readonly SectorCategory[] = sectorData.map((s) => ({
  id: s.id,
  itemCount: productKeys[s.id].length,
  imageFolder: s.imageFolder,
  icon: s.icon,
  slug: s.slug,
}));

/** This site's catalogue: the same factory a sister site calls with its own categories. */
export const catalog = createCatalog<CategoryId, ImageFolder, SectorIcon>({
  categories,
  productKeys,
  imagePath: productImagePath,
});

/** Category ids in catalogue order. */
export const categoryIds: readonly CategoryId[] = catalog.categoryIds;

export function isCategoryId(value: string): value is CategoryId {
  return catalog.isCategoryId(value);
}

/** The category of an id; throws on an id that is not a `CategoryId` at run time. */
export function getCategory(id: CategoryId): SectorCategory {
  return catalog.getCategory(id);
}

/** All products, category by category, each in its position order. */
export const products: readonly Product[] = catalog.products;

/** The products of one category, in position order (a fresh array). */
export function productsOf(id: CategoryId): Product[] {
  return catalog.productsOf(id);
}

/** A product by its key, or undefined. */
export function getProduct(key: string): Product | undefined {
  return catalog.getProduct(key);
}

/** Gallery image paths of a product: the main image then extras 1..`extras` (at most 10). */
export function productGallery(product: Product, extras: number): string[] {
  return catalog.productGallery(product, extras);
}
