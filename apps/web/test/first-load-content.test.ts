// @vitest-environment node
// Reads the real build: no page's first-load JavaScript (its boot list and modulepreloads) carries
// the site's content. The catalogue's slugs, the suppliers and the company's record reach a page
// as its loader data (inline, or the `.data` file of a client navigation), so a catalogue of a
// thousand products does not make every page's script grow. What needs the catalogue in the
// browser (the enquiry forms' product index, the search index, the other language's texts) loads
// lazily, as a chunk of its own.
import {
  company,
  languages,
  products,
  productPath,
  suppliers,
  type ProductKey,
} from '@defne/content';
import { contentNeedles, scanFirstLoad } from '@defne/site/testing';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const client = resolve(__dirname, '../build/client');

const productPaths = products.flatMap((p) =>
  languages.map((lang) => productPath(p.key as ProductKey, lang)),
);
const needles = contentNeedles({ productPaths, suppliers, company });

describe("the site's content in the browser", () => {
  const scan = scanFirstLoad(client, needles);

  it('is in no page’s first-load JavaScript', () => {
    expect(scan.pages).toBeGreaterThan(90);
    expect(scan.firstLoad.size).toBeGreaterThan(5);
    expect(needles.length).toBeGreaterThan(products.length);
    expect(scan.findings).toEqual([]);
  });

  it('is in the chunks the pages load lazily: the forms’ product index and the search index', () => {
    // Each of these holds every product's page in its language(s); none of them is a first load.
    const lazy = scan.lazy.map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    expect(lazy).toEqual(expect.arrayContaining(['/assets/EnquiryForms']));
    // The search's index is Pagefind's, a folder per language that the search page loads from.
    const folders = readdirSync(resolve(client, 'assets')).filter((f) => f.startsWith('pagefind-'));
    for (const lang of languages)
      expect(folders).toContainEqual(expect.stringMatching(new RegExp(`^pagefind-${lang}-\\w+$`)));
  });
});
