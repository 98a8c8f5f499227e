import { constants } from './constants';
import type { CategoryId, ImageFolder, Product, SectorCategory } from './types';

/** Shown where a product image is missing. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.webp';

/** `/media/sectors/{folder}/{index}.webp`, or `{index}_{extra}.webp` for a gallery extra (1–10). */
export function productImagePath(folder: ImageFolder, index: number, extra?: number): string {
  return extra === undefined
    ? `/media/sectors/${folder}/${index}.webp`
    : `/media/sectors/${folder}/${index}_${extra}.webp`;
}

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

/** Category ids in catalogue order. */
export const categoryIds: readonly CategoryId[] = categories.map((c) => c.id);

const categoryById = new Map<CategoryId, SectorCategory>(categories.map((c) => [c.id, c]));

export function isCategoryId(value: string): value is CategoryId {
  return categoryById.has(value as CategoryId);
}

/** The category of an id; throws on an id that is not a `CategoryId` at run time. */
export function getCategory(id: CategoryId): SectorCategory {
  const category = categoryById.get(id);
  if (!category) throw new Error(`Unknown category id: ${String(id)}`);
  return category;
}

/** All 28 products, category by category, each in its position order. */
export const products: readonly Product[] = categories.flatMap((category) =>
  productKeys[category.id].map((key, i): Product => ({
    key,
    category: category.id,
    index: i + 1,
    image: productImagePath(category.imageFolder, i + 1),
  })),
);

/** The products of one category, in position order (a fresh array). */
export function productsOf(id: CategoryId): Product[] {
  return products.filter((p) => p.category === id);
}

/** A product by its key, or undefined. */
export function getProduct(key: string): Product | undefined {
  return products.find((p) => p.key === key);
}

/** Gallery image paths of a product: the main image then extras 1..`extras` (at most 10). */
export function productGallery(product: Product, extras: number): string[] {
  const folder = getCategory(product.category).imageFolder;
  const count = Math.max(0, Math.min(constants.MAX_GALLERY_EXTRAS, Math.floor(extras)));
  return [
    product.image,
    ...Array.from({ length: count }, (_, i) => productImagePath(folder, product.index, i + 1)),
  ];
}
