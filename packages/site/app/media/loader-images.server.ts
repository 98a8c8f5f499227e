import type { GalleryImage } from './index';
import { compactImage, type ImageProps, type LoaderImage } from './compact';

export type { ImageProps, LoaderImage } from './compact';

/** A picture for loader data in its compact form (./compact.ts); the page adds its sizes. */
export function loaderImage(image: GalleryImage): LoaderImage {
  return compactImage(image);
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
