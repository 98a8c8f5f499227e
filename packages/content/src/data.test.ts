import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateContent } from '@defne/core/schema';

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'data');

describe("Kuzeyhan's data files", () => {
  it("pass the kit's content schema", () => {
    const { problems, content } = validateContent(dataDir);
    expect(problems).toEqual([]);
    expect([content.products.length, content.sectors.length, content.suppliers.length]).toEqual([
      28, 6, 8,
    ]);
  });
});

describe("Kuzeyhan's product details", () => {
  const { content } = validateContent(dataDir);

  it('state no figure the product descriptions do not give', () => {
    // Every number, grade or standard in a property (F7, EN 779, G4...) is in the description of
    // the same language: the data may restate what the company says, never invent it.
    const invented: string[] = [];
    for (const { key, data } of content.products) {
      for (const property of data.properties ?? []) {
        for (const lang of ['tr', 'en'] as const) {
          const value = typeof property.value === 'string' ? property.value : property.value[lang];
          for (const figure of value?.match(/[A-Z]*\s?\d+/g) ?? []) {
            if (!data.description[lang]?.includes(figure.trim()))
              invented.push(`${key} (${lang}): ${figure.trim()}`);
          }
        }
      }
    }
    expect(invented).toEqual([]);
  });

  it('give every product properties and applications, and link the suppliers their descriptions name', () => {
    expect(
      content.products.filter((p) => !p.data.properties?.length || !p.data.applications),
    ).toEqual([]);
    const bySupplier = (id: string) =>
      content.products.filter((p) => p.data.supplier === id).map((p) => p.key);
    expect(bySupplier('selvi-paper')).toEqual(['filterPaper']);
    expect(bySupplier('velmora-composite')).toEqual(['pleatingMachines']);
    expect(bySupplier('kestrel-chemicals')).toEqual(['adhesives', 'printingInks', 'masterbatch']);
  });
});
