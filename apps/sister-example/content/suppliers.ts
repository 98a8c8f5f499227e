import type { Supplier } from '@defne/core';
import { supplierData, type SupplierId } from './generated/content';

/* Four supplier partners (fictional), from `data/suppliers/`. Kind and blurb live in the texts: `suppliers.items.{id}`. */
export type { SupplierId };

export const suppliers: readonly (Supplier & { id: SupplierId })[] = supplierData.map((s) => ({
  id: s.id,
  name: s.name,
  logo: null,
}));
