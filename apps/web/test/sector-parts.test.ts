// @vitest-environment node
// Reads the real build: the sectors route's two parts are chunks of their own. A product page
// loaded directly shows the product's own page and none of the grid (its search, tiles and
// cards), and a sector page shows the grid and not the product page, so each page's first load
// carries only its own part; the other comes on demand, with a client navigation to it.
import {
  categories,
  languages,
  pagePath,
  products,
  productPath,
  sectorPath,
  type ProductKey,
} from '@defne/content';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstLoadFiles } from './first-load-files';

const client = resolve(__dirname, '../build/client');

/** Text only each part's code has: the grid's search field id, the product page's crumbs. */
const GRID_CODE = '`catalog-search`';
const PAGE_CODE = '.sectorsTitle';

function firstLoad(path: string): string {
  return firstLoadFiles(client, path)
    .map((f) => f.code)
    .join('\n');
}

describe('the sectors route’s parts', () => {
  it('are read from a build', () => {
    expect(existsSync(join(client, 'index.html'))).toBe(true);
  });

  for (const lang of languages) {
    const product = products[0]!;
    const sector = categories[0]!;

    it(`a product page (${lang}) loads the product page's code and not the grid's`, () => {
      const code = firstLoad(productPath(product.key as ProductKey, lang));
      expect(code).toContain(PAGE_CODE);
      expect(code).not.toContain(GRID_CODE);
    });

    it(`a sector page and the sectors list (${lang}) load the grid's code and not the product page's`, () => {
      for (const path of [sectorPath(sector.id, lang), pagePath('sectors', lang)]) {
        const code = firstLoad(path);
        expect(code).toContain(GRID_CODE);
        expect(code).not.toContain(PAGE_CODE);
      }
    });
  }
});
