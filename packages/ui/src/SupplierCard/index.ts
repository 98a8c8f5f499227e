export { SupplierCard } from './SupplierCard';
export type { SupplierCardProps, SupplierLogo } from './SupplierCard';
