// The kit's door to a site's pictures: typed look-ups over its manifest (`media` of the site's
// config, or one made from the catalogue: ./site-media.server.ts), with the placeholder as fallback.
// The gallery shows exactly the extras the manifest lists, so the browser never asks for a file
// that does not exist. Build time only: the manifest never ships to the browser.
import type { ImageProps } from './compact';
import type { FixedImage, MediaImage, MediaManifest } from '@defne/site/config';

/** An image ready for <img>/<picture> (ImageProps: intrinsic size, srcSet, sizes, sources), with its place in the gallery. */
export interface GalleryImage extends ImageProps {
  /** 0 for the main picture, n for the extra {index}_{n}. */
  n: number;
  /** True when the picture was missing and the spec's placeholder stands in. */
  placeholder: boolean;
}

import { HERO_SIZES, MAP_SIZES, PRODUCT_CARD_SIZES, PRODUCT_MODAL_SIZES } from './sizes';

export { HERO_SIZES, MAP_SIZES, PRODUCT_CARD_SIZES, PRODUCT_MODAL_SIZES } from './sizes';

/** Anything that names a product picture: a content Product ({ image }) or a folder and index. */
export type ProductRef = { image: string } | { folder: string; index: number };

/** `…/{folder}/{index}.{ext}`: the product picture path of a catalogue (`imagePath`). */
export const IMAGE_PATH = /\/([^/]+)\/(\d+)\.\w+$/;

function slotOf(ref: ProductRef): string | null {
  if ('folder' in ref) return `${ref.folder}/${ref.index}`;
  const m = IMAGE_PATH.exec(ref.image);
  return m ? `${m[1]}/${m[2]}` : null;
}

const asGallery = (
  image: MediaImage,
  sizes: string,
  n: number,
  placeholder: boolean,
): GalleryImage => ({
  src: image.src,
  width: image.width,
  height: image.height,
  srcSet: image.srcSet,
  sizes,
  sources: image.sources,
  n,
  placeholder,
});

/** The helpers over one manifest (the generated one below; tests pass a fixture). */
export function createMedia(manifest: MediaManifest) {
  const placeholderImage = (sizes = PRODUCT_MODAL_SIZES, n = 0): GalleryImage =>
    asGallery(manifest.placeholder, sizes, n, true);

  function refOf(a: ProductRef | string, index?: number): ProductRef {
    return typeof a === 'string' ? { folder: a, index: index ?? 0 } : a;
  }

  /**
   * One picture: the main one (extra 0/undefined) or extra n. Anything missing from the manifest
   * falls back to the spec's placeholder (/media/placeholder.webp).
   */
  function productImage(ref: ProductRef, extra = 0, sizes = PRODUCT_MODAL_SIZES): GalleryImage {
    const slot = slotOf(ref);
    const media = slot ? manifest.products[slot] : undefined;
    if (!media) return placeholderImage(sizes, extra);
    if (!extra) return asGallery(media.main, sizes, 0, false);
    const found = media.extras.find((e) => e.n === extra);
    return found ? asGallery(found, sizes, extra, false) : placeholderImage(sizes, extra);
  }

  /**
   * The gallery of a product: its main picture (or the placeholder) and the extras that exist.
   *   productImages('filtration', 3)  or  productImages(product)  (a catalogue's Product)
   */
  function productImages(
    folderOrProduct: string | ProductRef,
    index?: number,
    options: { sizes?: string } = {},
  ): GalleryImage[] {
    const ref = refOf(folderOrProduct, index);
    const sizes = options.sizes ?? PRODUCT_MODAL_SIZES;
    const slot = slotOf(ref);
    const media = slot ? manifest.products[slot] : undefined;
    if (!media) return [placeholderImage(sizes)];
    return [
      asGallery(media.main, sizes, 0, false),
      ...media.extras.map((e) => asGallery(e, sizes, e.n, false)),
    ];
  }

  /** The card thumbnail of a product (main picture with the grid's sizes). */
  const productThumbnail = (folderOrProduct: string | ProductRef, index?: number): GalleryImage =>
    productImage(refOf(folderOrProduct, index), 0, PRODUCT_CARD_SIZES);

  /** Number of extras a product has (0 when unknown). */
  function extraCount(folderOrProduct: string | ProductRef, index?: number): number {
    const slot = slotOf(refOf(folderOrProduct, index));
    return (slot && manifest.products[slot]?.extras.length) || 0;
  }

  /** URL of a supplier's logo, or null when none exists (the card then shows the name). */
  function supplierLogo(id: string): string | null {
    return manifest.suppliers[id]?.src ?? null;
  }

  /** Logo with its intrinsic size, or null. */
  function supplierLogoImage(id: string): FixedImage | null {
    return manifest.suppliers[id] ?? null;
  }

  const heroImage = manifest.hero ? asGallery(manifest.hero, HERO_SIZES, 0, false) : null;
  const mapImage = manifest.map ? asGallery(manifest.map, MAP_SIZES, 0, false) : null;

  /**
   * <link rel="preload"> for the LCP hero: the candidates and sizes of the <picture>'s first
   * source (AVIF when generated), so the browser fetches exactly the file it will show; browsers
   * that cannot decode that type skip the preload. Put it in the home route's links().
   */
  const heroFirst =
    heroImage && (heroImage.sources[0] ?? { type: 'image/webp', srcSet: heroImage.srcSet });
  const heroPreload =
    heroImage && heroFirst
      ? ({
          rel: 'preload',
          as: 'image',
          href: heroImage.src,
          imageSrcSet: heroFirst.srcSet,
          imageSizes: HERO_SIZES,
          type: heroFirst.type,
          fetchPriority: 'high',
        } as const)
      : null;

  /** The 1200 x 630 share picture of a language. */
  const ogImage = (lang: string): FixedImage | null => manifest.og?.[lang] ?? null;

  return {
    productImage,
    productImages,
    productThumbnail,
    extraCount,
    supplierLogo,
    supplierLogoImage,
    heroImage,
    heroPreload,
    mapImage,
    ogImage,
    placeholderImage,
    icons: manifest.icons,
  };
}
