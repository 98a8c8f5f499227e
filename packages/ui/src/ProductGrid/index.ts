export { ProductGrid } from './ProductGrid';
export type { ProductGridItem, ProductGridProps } from './ProductGrid';
