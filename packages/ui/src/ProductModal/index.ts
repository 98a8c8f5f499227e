export { ProductModal } from './ProductModal';
export type { GalleryImage, ProductModalLabels, ProductModalProps } from './ProductModal';
