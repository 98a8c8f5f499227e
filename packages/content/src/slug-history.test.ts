import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { slugRedirects as kuzeyhanRedirects, pathEntries as kuzeyhanPaths } from './index';
import { createRouteMap, createSlugRedirects, type SlugHistory } from '@defne/core';
import { generateCatalogue } from '@defne/core/schema';

const here = dirname(fileURLToPath(import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'defne-slugs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/**
 * Kuzeyhan's data copied to a temp folder, then edited as the editor would: a product renamed
 * twice, a sector renamed, a product removed. Generated, then mapped as a site maps it.
 */
async function renamedSite() {
  const data = join(root, 'data');
  cpSync(join(here, '..', 'data'), data, { recursive: true });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are edited freely, field by field
  const edit = (file: string, change: (json: Record<string, any>) => void) => {
    const json = JSON.parse(readFileSync(join(data, file), 'utf8'));
    change(json);
    writeFileSync(join(data, file), JSON.stringify(json, null, 2));
  };
  // Renamed twice: "Needle Felt" → "Needle Felt Rolls" → "Needle-Punched Felt".
  edit('products/needleFelt.json', (j) => {
    j.name.en = 'Needle-Punched Felt';
    j.previousSlugs.en = ['needle-felt', 'needle-felt-rolls'];
  });
  // The sector's English slug changed.
  edit('sectors/wireAndNails.json', (j) => {
    j.slug.en = 'wire-nails-and-staples';
    j.previousSlugs.en = ['wire-and-nails'];
  });
  // Moved: the support mesh from Filtration to Wire and Nails (as the editor records it).
  edit('products/supportMesh.json', (j) => {
    j.sector = 'wireAndNails';
    j.order = 6;
    j.previousSectors = ['filtration'];
  });
  // Removed: "Tapes" (its file deleted, its last slugs kept).
  rmSync(join(data, 'products/tapes.json'));
  writeFileSync(
    join(data, 'removed.json'),
    JSON.stringify([
      {
        key: 'tapes',
        sector: 'filtration',
        slug: { tr: 'aluminyum-ve-sizdirmazlik-bantlari', en: 'aluminum-and-sealing-tapes' },
        removedOn: '2026-11-25',
      },
    ]),
  );
  const outDir = join(root, 'generated');
  const result = generateCatalogue({ dataDir: data, outDir });
  expect(result.problems).toEqual([]);
  const generated = (await import(join(outDir, 'content.ts'))) as {
    sectorData: readonly { id: string; slug: { tr: string; en: string } }[];
    productKeys: Record<string, readonly string[]>;
    productSlugs: Record<string, { tr: string; en: string }>;
    slugHistory: SlugHistory;
  };
  const products = Object.entries(generated.productKeys).flatMap(([category, keys]) =>
    keys.map((key) => ({ key, category, slug: generated.productSlugs[key]! })),
  );
  const routes = createRouteMap({
    pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/sektorler', en: '/sectors' } },
    categories: generated.sectorData,
    products,
  });
  return { routes, redirects: createSlugRedirects(routes, products, generated.slugHistory) };
}

describe('slug redirects', () => {
  it("are empty for Kuzeyhan's data, where nothing was renamed or removed", () => {
    expect(kuzeyhanRedirects).toEqual([]);
    expect(kuzeyhanPaths.length).toBe(90);
  });

  it('send every earlier address straight to the current one, in both languages', async () => {
    const { redirects } = await renamedSite();
    const to = (from: string) => redirects.find((r) => r.from === from)?.to;
    // A product renamed twice: both earlier slugs go to today's, in one hop.
    expect(to('/sectors/filtration-systems/needle-felt')).toBe(
      '/sectors/filtration-systems/needle-punched-felt',
    );
    expect(to('/sectors/filtration-systems/needle-felt-rolls')).toBe(
      '/sectors/filtration-systems/needle-punched-felt',
    );
    // A renamed sector: its page and its products' addresses under the old slug.
    expect(to('/sectors/wire-and-nails')).toBe('/sectors/wire-nails-and-staples');
    expect(to('/sectors/wire-and-nails/coil-nails')).toBe(
      '/sectors/wire-nails-and-staples/coil-nails',
    );
    // A removed product: 301 to its sector, in both languages.
    expect(to('/sectors/filtration-systems/aluminum-and-sealing-tapes')).toBe(
      '/sectors/filtration-systems',
    );
    expect(to('/sektorler/filtrasyon-sistemleri/aluminyum-ve-sizdirmazlik-bantlari')).toBe(
      '/sektorler/filtrasyon-sistemleri',
    );
    // A product moved to another sector: its address under the old sector, in both languages,
    // and under the new sector's earlier slug.
    expect(to('/sectors/filtration-systems/filter-support-mesh-and-expanded-metal')).toBe(
      '/sectors/wire-nails-and-staples/filter-support-mesh-and-expanded-metal',
    );
    expect(to('/sektorler/filtrasyon-sistemleri/filtre-destek-teli-ve-genisletilmis-metal')).toBe(
      '/sektorler/tel-ve-civiler/filtre-destek-teli-ve-genisletilmis-metal',
    );
    expect(to('/sectors/wire-and-nails/filter-support-mesh-and-expanded-metal')).toBe(
      '/sectors/wire-nails-and-staples/filter-support-mesh-and-expanded-metal',
    );
    // The Turkish addresses of renamed English entries did not change: nothing to redirect.
    expect(redirects.filter((r) => r.from.startsWith('/sektorler/'))).toHaveLength(1 + 1);
    expect(redirects).toHaveLength(2 + 1 + 6 + 2 + 2);
  });

  it('have no chains, never redirect a current address, and the sitemap lists only current addresses', async () => {
    const { routes, redirects } = await renamedSite();
    const froms = new Set(redirects.map((r) => r.from));
    const current = new Set(routes.prerenderPaths);
    for (const r of redirects) {
      expect(froms.has(r.to), `${r.from} → ${r.to} is a chain`).toBe(false);
      expect(current.has(r.to), `${r.to} is not a current address`).toBe(true);
      expect(current.has(r.from), `${r.from} is a current address`).toBe(false);
    }
    expect(froms.size).toBe(redirects.length);
    // The sitemap lists exactly the route map's entries (`buildSitemap({ entries: pathEntries })`).
    const sitemapPaths = routes.pathEntries.map((e) => e.path);
    expect(sitemapPaths.filter((p) => froms.has(p))).toEqual([]);
    expect(sitemapPaths).toContain('/sectors/filtration-systems/needle-punched-felt');
    expect(sitemapPaths).not.toContain('/sectors/filtration-systems/aluminum-and-sealing-tapes');
  });
});
