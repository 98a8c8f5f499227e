import type { Supplier } from './types';

/*
 * Eight supplier partners with fictional names (D11). Their kind and card blurb live in the
 * resources under `suppliers.items.{id}.{kind,blurb}`.
 */
const supplierNames = {
  'lodos-tekstil': 'Lodos Tekstil',
  'bozkaya-industries': 'Bozkaya Industries',
  'velmora-composite': 'Velmora Composite Machinery',
  'nordair-airtech': 'Nordair Airtech',
  'poyraz-filters': 'Poyraz Textile Filters',
  'selvi-paper': 'Selvi Paper',
  'anadolu-yildizi-exports': 'Anadolu Yıldızı Exports',
  'kestrel-chemicals': 'Kestrel Chemicals',
} as const;

/** Id of a supplier (`suppliers.items.{id}`; logo `/media/suppliers/{id}.svg`). */
export type SupplierId = keyof typeof supplierNames;

/** Supplier ids in display order. */
export const supplierIds = Object.keys(supplierNames) as SupplierId[];

export const suppliers: readonly Supplier[] = supplierIds.map((id) => ({
  id,
  name: supplierNames[id],
  logo: `/media/suppliers/${id}.svg`,
}));
