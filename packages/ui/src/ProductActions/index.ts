export { ProductActions } from './ProductActions';
export type { ProductActionsProps, ProductShare } from './ProductActions';
