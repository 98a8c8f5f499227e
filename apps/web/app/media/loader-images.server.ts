import type { GalleryImage, MediaSource } from './index';

/** What a page component needs of an image: the <picture>/<img> attributes, nothing of the manifest. */
export interface ImageProps {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  sizes: string;
  /** <source>s, best format first (AVIF, then WebP). */
  sources: readonly MediaSource[];
}

/** Loader data carries only these fields, so the manifest itself never ships to the browser. */
export function imageProps({
  src,
  width,
  height,
  srcSet,
  sizes,
  sources,
}: GalleryImage): ImageProps {
  return { src, width, height, srcSet, sizes, sources };
}
