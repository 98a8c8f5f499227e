import type { Supplier } from '@defne/content/core';

/* Four supplier partners (fictional). Kind and blurb live in the texts: `suppliers.items.{id}`. */
const names = {
  'marmara-karton': 'Marmara Karton',
  'kapadokya-polimer': 'Kapadokya Polimer',
  'nordlys-adhesives': 'Nordlys Adhesives',
  'ege-murekkep': 'Ege Mürekkep',
} as const;

export type SupplierId = keyof typeof names;

export const suppliers: readonly (Supplier & { id: SupplierId })[] = (
  Object.keys(names) as SupplierId[]
).map((id) => ({ id, name: names[id], logo: null }));
