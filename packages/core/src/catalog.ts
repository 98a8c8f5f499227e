import type { Product, SectorCategory } from './types';
import { siteConstants } from './constants';

/** Shown where a product image is missing. */
export const PLACEHOLDER_IMAGE = '/media/placeholder.webp';

/** `/media/sectors/{folder}/{index}.webp`, or `{index}_{extra}.webp` for a gallery extra (1–10). */
export function productImagePath(folder: string, index: number, extra?: number): string {
  return extra === undefined
    ? `/media/sectors/${folder}/${index}.webp`
    : `/media/sectors/${folder}/${index}_${extra}.webp`;
}

/** What `createCatalog` needs: the categories in order and each one's product keys in order. */
export interface CatalogConfig<C extends string, F extends string, I extends string> {
  /** The categories in catalogue order; `itemCount` may be left out (it is the number of keys). */
  categories: readonly (Omit<SectorCategory<C, F, I>, 'itemCount'> & { itemCount?: number })[];
  /** Product keys per category in catalogue order: the position is the image index. */
  productKeys: { readonly [K in C]: readonly string[] };
  /**
   * Image path of a product or of one of its gallery extras, e.g. `productImagePath` for the
   * `/media/sectors/{folder}/{index}.webp` convention. Required, so a site's bundle carries only
   * its own image paths.
   */
  imagePath: (folder: F, index: number, extra?: number) => string;
}

/** A site's catalogue and its lookups, all bound to its own categories and products. */
export interface Catalog<C extends string, F extends string, I extends string> {
  categories: readonly SectorCategory<C, F, I>[];
  categoryIds: readonly C[];
  products: readonly Product<C>[];
  isCategoryId(value: string): value is C;
  /** The category of an id; throws on an unknown id. */
  getCategory(id: C): SectorCategory<C, F, I>;
  /** The products of one category, in position order (a fresh array). */
  productsOf(id: C): Product<C>[];
  /** A product by its key, or undefined. */
  getProduct(key: string): Product<C> | undefined;
  /** Gallery image paths of a product: the main image then extras 1..`extras` (at most 10). */
  productGallery(product: Product<C>, extras: number): string[];
}

/**
 * A catalogue from categories and product keys: products with their positions and image paths,
 * plus the lookups. Names and descriptions stay in the site's texts
 * (`catalog.categories.{id}`, `catalog.products.{key}`).
 */
export function createCatalog<
  const C extends string,
  const F extends string,
  const I extends string,
>(config: CatalogConfig<C, F, I>): Catalog<C, F, I> {
  const { imagePath } = config;
  const categories: readonly SectorCategory<C, F, I>[] = config.categories.map((c) => {
    const itemCount = config.productKeys[c.id].length;
    return c.itemCount === itemCount ? (c as SectorCategory<C, F, I>) : { ...c, itemCount };
  });
  const categoryById = new Map<string, SectorCategory<C, F, I>>(categories.map((c) => [c.id, c]));
  const isCategoryId = (value: string): value is C => categoryById.has(value);
  const getCategory = (id: C): SectorCategory<C, F, I> => {
    const category = categoryById.get(id);
    if (!category) throw new Error(`Unknown category id: ${String(id)}`);
    return category;
  };
  const products: readonly Product<C>[] = categories.flatMap((category) =>
    config.productKeys[category.id].map((key, i): Product<C> => ({
      key,
      category: category.id,
      index: i + 1,
      image: imagePath(category.imageFolder, i + 1),
    })),
  );
  return {
    categories,
    categoryIds: categories.map((c) => c.id),
    products,
    isCategoryId,
    getCategory,
    productsOf: (id) => products.filter((p) => p.category === id),
    getProduct: (key) => products.find((p) => p.key === key),
    productGallery: (product, extras) => {
      const folder = getCategory(product.category).imageFolder;
      const count = Math.max(0, Math.min(siteConstants.MAX_GALLERY_EXTRAS, Math.floor(extras)));
      return [
        product.image,
        ...Array.from({ length: count }, (_, i) => imagePath(folder, product.index, i + 1)),
      ];
    },
  };
}
