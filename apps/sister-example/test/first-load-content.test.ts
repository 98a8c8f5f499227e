// @vitest-environment node
// Reads this site's build (`pnpm build` first): no page's first-load JavaScript carries the
// site's content, as on the flagship. Its products' slugs, its suppliers and its phone number reach
// a page as loader data; what needs the catalogue in the browser loads lazily.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentNeedles, scanFirstLoad } from '@defne/site/testing';
import { describe, expect, it } from 'vitest';
import { company, products, routes, suppliers } from '../content';

const client = resolve(__dirname, '../build/client');

const needles = contentNeedles({
  productPaths: products.flatMap((p) =>
    routes.languages.map((lang) => routes.productPath(p.key, lang)),
  ),
  suppliers,
  company,
});

describe("the site's content in the browser", () => {
  it('is in no page’s first-load JavaScript, and in the lazily loaded chunks', () => {
    const scan = scanFirstLoad(client, needles);
    expect(scan.pages).toBeGreaterThan(10);
    expect(scan.findings).toEqual([]);
    const lazy = scan.lazy.map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(lazy).toContain('/assets/EnquiryForms');
    // The search's index is Pagefind's, a folder per language that the search page loads from.
    const folders = readdirSync(resolve(client, 'assets')).filter((f) => f.startsWith('pagefind-'));
    for (const lang of routes.languages)
      expect(folders).toContainEqual(expect.stringMatching(new RegExp(`^pagefind-${lang}-\\w+$`)));
  });
});
