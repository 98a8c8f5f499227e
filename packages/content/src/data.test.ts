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
