import type { GalleryImage } from './index';

/** What a page component needs of an image: the <img> attributes, nothing of the manifest. */
export interface ImageProps {
  src: string;
  width: number;
  height: number;
  srcSet: string;
  sizes: string;
}

/** Loader data carries only these fields, so the manifest itself never ships to the browser. */
export function imageProps({ src, width, height, srcSet, sizes }: GalleryImage): ImageProps {
  return { src, width, height, srcSet, sizes };
}
