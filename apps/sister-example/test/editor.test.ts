/* eslint-disable @typescript-eslint/no-explicit-any */
// The sister's editor: `pnpm edit` runs the same `defne-edit` as Kuzeyhan's site; its Decap config is
// generated from the kit's schema and THIS site's data folder, so it lists Defne Ambalaj's own
// sectors, products, suppliers and page files, and nothing of Kuzeyhan's.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as schema from '@defne/core/schema';
import { generateConfig } from '@defne/editor';

const contentDir = path.join(import.meta.dirname, '../content');
const kuzeyhanData = path.join(import.meta.dirname, '../../../packages/content/data');
const ids = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length));

describe("the sister's editor config", () => {
  it("is generated from the schema and lists Defne Ambalaj's own content, none of Kuzeyhan's", async () => {
    const config = (await generateConfig({
      contentDir,
      collections: schema.collections,
      jsonSchemas: schema.contentJsonSchemas() as Record<string, Record<string, unknown>>,
    })) as { collections: any[] };
    const byName = Object.fromEntries(config.collections.map((c) => [c.name, c]));
    expect(Object.keys(byName)).toEqual(['products', 'sectors', 'suppliers', 'pages', 'company']);

    // A product's sector is picked from this site's three groups, in catalogue order.
    const sector = byName.products.fields.find((f: any) => f.name === 'sector');
    expect(sector.options.map((o: any) => o.value)).toEqual([
      'corrugatedBoxes',
      'stretchFilms',
      'labels',
    ]);
    expect(sector.options[0].label).toBe('Oluklu Koliler · Corrugated Boxes');

    // Products, sectors and suppliers are edited in this site's folders, which hold its own entries.
    for (const [name, expected] of [
      ['products', ['singleWallBox', 'handStretchFilm', 'thermalRibbons']],
      ['sectors', ['corrugatedBoxes', 'labels', 'stretchFilms']],
      ['suppliers', ['marmara-karton', 'kapadokya-polimer', 'nordlys-adhesives', 'ege-murekkep']],
    ] as const) {
      const entries = ids(path.join(contentDir, byName[name].folder));
      expect(entries).toEqual(expect.arrayContaining([...expected]));
      expect(entries.filter((id) => ids(path.join(kuzeyhanData, name)).includes(id))).toEqual([]);
    }

    // Page files are this site's: its own privacy notice, and no suppliers page file.
    const pages = byName.pages.files.map((f: any) => f.name);
    expect(pages).toEqual(ids(path.join(contentDir, 'data/pages')).sort());
    expect(pages).toContain('privacy');
    expect(pages).not.toContain('suppliers');
    const company = JSON.stringify(byName.company);
    expect(company).toContain('data/company.json');

    // Nothing of Kuzeyhan's data reaches the generated config.
    const text = JSON.stringify(config);
    expect(text).not.toMatch(/Kuzeyhan/i);
    for (const id of ids(path.join(kuzeyhanData, 'sectors'))) expect(text).not.toContain(`"${id}"`);
  });
});
