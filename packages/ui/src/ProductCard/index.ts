export { ProductCard } from './ProductCard';
export type { ProductCardProps, ProductImage } from './ProductCard';
