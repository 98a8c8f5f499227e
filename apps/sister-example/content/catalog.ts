import { createCatalog } from '@defne/core';
import type { IconName } from '@defne/ui';
import { productKeys, sectorData, type CategoryId, type ImageFolder } from './generated/content';

/*
 * The product groups and products of Defne Ambalaj come from the data files (`data/sectors/`,
 * `data/products/`, edited with `pnpm edit`), generated into `generated/content.ts` by
 * `defne-content`. Names and descriptions live in the texts (`catalog.products.{key}`).
 */
export type { CategoryId, ImageFolder };
export { productKeys };

export type ProductKey = (typeof productKeys)[CategoryId][number];

/** Each product has its main picture and one gallery extra. */
export const GALLERY_EXTRAS = 1;

export const catalog = createCatalog<CategoryId, ImageFolder, IconName>({
  categories: sectorData.map((s) => ({ ...s, slug: { ...s.slug } })),
  productKeys,
  imagePath: (folder, index, extra) =>
    `/media/products/${folder}/${index}${extra === undefined ? '' : `-${extra}`}.svg`,
});

export const { categories, products } = catalog;

/** Intrinsic size of every product picture (the SVGs under `public/media/products/`). */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;
