import { createCatalog } from '@defne/content/core';
import type { IconName } from '@defne/ui';

/** The three product groups of Defne Ambalaj, in catalogue order. */
export type CategoryId = 'corrugatedBoxes' | 'stretchFilms' | 'labels';
/** Folder under `/media/products/` holding a group's images. */
export type ImageFolder = 'koli' | 'film' | 'etiket';

/**
 * Product keys per group, in catalogue order: the position is the image number. Names and
 * descriptions live in the texts (`catalog.products.{key}`).
 */
export const productKeys = {
  corrugatedBoxes: ['singleWallBox', 'doubleWallBox', 'dieCutBox', 'archiveBox'],
  stretchFilms: ['handStretchFilm', 'machineStretchFilm', 'preStretchedFilm'],
  labels: ['thermalLabels', 'semiGlossLabels', 'thermalRibbons'],
} as const satisfies Record<CategoryId, readonly string[]>;

export type ProductKey = (typeof productKeys)[CategoryId][number];

/** Each product has its main picture and one gallery extra. */
export const GALLERY_EXTRAS = 1;

export const catalog = createCatalog<CategoryId, ImageFolder, IconName>({
  categories: [
    {
      id: 'corrugatedBoxes',
      imageFolder: 'koli',
      icon: 'warehouse',
      slug: { tr: 'oluklu-koliler', en: 'corrugated-boxes' },
    },
    {
      id: 'stretchFilms',
      imageFolder: 'film',
      icon: 'truck',
      slug: { tr: 'strec-filmler', en: 'stretch-films' },
    },
    {
      id: 'labels',
      imageFolder: 'etiket',
      icon: 'document',
      slug: { tr: 'etiketler', en: 'labels' },
    },
  ],
  productKeys,
  imagePath: (folder, index, extra) =>
    `/media/products/${folder}/${index}${extra === undefined ? '' : `-${extra}`}.svg`,
});

export const { categories, products } = catalog;

/** Intrinsic size of every product picture (the SVGs of `scripts/make-media.mjs`). */
export const PRODUCT_IMAGE_SIZE = { width: 800, height: 600 } as const;
