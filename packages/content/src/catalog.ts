import { createCatalog, productImagePath } from './kit/catalog';
import type { CategoryId, ImageFolder, Product, SectorCategory, SectorIcon } from './types';

export { PLACEHOLDER_IMAGE, productImagePath } from './kit/catalog';

/**
 * Product keys per category, in catalogue order: the position is the image index.
 * Names and descriptions live in the resources (`catalog.products.{key}`).
 */
export const productKeys = {
  filtration: [
    'microglassMedia',
    'separator',
    'spunbondPolyester',
    'filterPaper',
    'bagFilterRolls',
    'panelFilterMedia',
    'activatedCarbonMedia',
    'needleFelt',
    'supportMesh',
    'pleatingMachines',
    'adhesives',
    'tapes',
    'waterBlockingTapes',
  ],
  wireAndNails: ['stapleWire', 'galvanizedWire', 'industrialStaples', 'coilNails', 'wireNails'],
  paintInkPlastic: ['printingInks', 'masterbatch'],
  dentalSupplies: ['alginateImpression', 'modelingWax', 'dentistUnits', 'dentalAcrylic'],
  shoeSolesAndMachines: ['shoeSoles', 'soleMachines'],
  decoration: ['nonwovenWallMaterial', 'glassFiberWallCovering'],
} as const satisfies Record<CategoryId, readonly string[]>;

/** Key of a catalogue product (`catalog.products.{key}`). */
export type ProductKey = (typeof productKeys)[CategoryId][number];

/** The six categories in the spec's order. Slugs per spec section 2. */
export const categories: readonly SectorCategory[] = [
  {
    id: 'filtration',
    itemCount: productKeys.filtration.length,
    imageFolder: 'filtration',
    icon: 'filter',
    slug: { tr: 'filtrasyon-sistemleri', en: 'filtration-systems' },
  },
  {
    id: 'wireAndNails',
    itemCount: productKeys.wireAndNails.length,
    imageFolder: 'staple',
    icon: 'wire',
    slug: { tr: 'tel-ve-civiler', en: 'wire-and-nails' },
  },
  {
    id: 'paintInkPlastic',
    itemCount: productKeys.paintInkPlastic.length,
    imageFolder: 'paint',
    icon: 'paint',
    slug: { tr: 'boya-murekkep-plastik', en: 'paint-ink-plastic' },
  },
  {
    id: 'dentalSupplies',
    itemCount: productKeys.dentalSupplies.length,
    imageFolder: 'dental',
    icon: 'tooth',
    slug: { tr: 'dis-malzemeleri', en: 'dental-supplies' },
  },
  {
    id: 'shoeSolesAndMachines',
    itemCount: productKeys.shoeSolesAndMachines.length,
    imageFolder: 'shoe',
    icon: 'shoe',
    slug: { tr: 'ayakkabi-tabanlari-makineleri', en: 'shoe-soles-machines' },
  },
  {
    id: 'decoration',
    itemCount: productKeys.decoration.length,
    imageFolder: 'decoration',
    icon: 'decoration',
    slug: { tr: 'dekorasyon', en: 'decoration' },
  },
];

/** This site's catalogue: the same factory a sister site calls with its own categories. */
const catalog = createCatalog<CategoryId, ImageFolder, SectorIcon>({
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

/** All 28 products, category by category, each in its position order. */
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
