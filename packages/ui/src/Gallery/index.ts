export { Gallery } from './Gallery';
export type { GalleryImage, GalleryLabels, GalleryProps } from './Gallery';
