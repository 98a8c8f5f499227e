// Shapes of a site's picture manifest (`media` of its config). Hand-written; a site's data is generated.

/** A sector's picture folder (`imageFolder` of a category). */
export type MediaFolder = string;

/** One <source> of a <picture>: every width of one format. */
export interface MediaSource {
  type: 'image/avif' | 'image/webp';
  /** e.g. "/media/products/printingInks/1-480w.webp 480w, /media/products/printingInks/1.webp 960w" */
  srcSet: string;
}

/** A raster picture with its intrinsic size (of `src`, the largest width) and its responsive sets. */
export interface MediaImage {
  /**
   * The largest served width (WebP). Products: `/media/products/{key}/{n}.webp` (n = 1 main, 2.. extras);
   * the spec's `/media/sectors/{folder}/{index}.webp` serves the same bytes as a copy.
   */
  src: string;
  width: number;
  height: number;
  /** WebP srcset for a plain <img>. */
  srcSet: string;
  /** <picture> sources, best format first (AVIF when the pipeline measured it pays, then WebP). */
  sources: readonly MediaSource[];
}

export interface ProductExtraImage extends MediaImage {
  /** n of the spec's {index}_{n} (1..10). */
  n: number;
}

export interface ProductMedia {
  /** The product's key in the catalogue. */
  key: string;
  main: MediaImage;
  /** The extras that exist, in order; the gallery shows exactly these and never probes for others. */
  extras: readonly ProductExtraImage[];
}

export interface FixedImage {
  src: string;
  width: number;
  height: number;
  type?: string;
}

export interface MediaManifest {
  /** Keyed by the product's current `${folder}/${index}`, e.g. "filtration/3"; the files follow its key. */
  products: Record<string, ProductMedia>;
  /** The home page's hero picture (none: the hero is text only). */
  hero?: MediaImage;
  /** The location block's map picture (none: the block has no map). */
  map?: MediaImage;
  /** The spec's placeholder (/media/placeholder.webp). */
  placeholder: MediaImage;
  /** The 1200 x 630 share picture of each language (none: the config's `shareImage`). */
  og?: Record<string, FixedImage>;
  /** Supplier id -> logo; only suppliers whose logo file exists. */
  suppliers: Record<string, FixedImage>;
  icons?: { svg: string; ico: string; appleTouch: string; webmanifest: string; themeColor: string };
  /** Whether AVIF sources were generated beside WebP. */
  avif: boolean;
}
