import { supplierData, type SupplierId } from './generated/content';
import type { Supplier } from './types';

/*
 * The supplier partners (`data/suppliers/{id}.json`; fictional names, D11). Their kind and card
 * blurb live in the resources under `suppliers.items.{id}.{kind,blurb}`.
 */

/** Id of a supplier (`suppliers.items.{id}`), generated from `data/suppliers/`. */
export type { SupplierId };

/** Supplier ids in display order. */
export const supplierIds: SupplierId[] = supplierData.map((s) => s.id);

/**
 * The suppliers in display order. `logo` is `/media/suppliers/{file}` for a logo file in
 * `media/suppliers/`, else the drawn `/media/suppliers/{id}.svg`.
 */
export const suppliers: readonly Supplier[] = supplierData.map((s) => ({
  id: s.id,
  name: s.name,
  logo: `/media/suppliers/${(s.logo as string | null) ?? `${s.id}.svg`}`,
}));
