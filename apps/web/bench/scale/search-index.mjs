// The scale bench's content-only measure of the product search (issue 54 part 3): the search
// index of a catalogue of N products (this site's own, then bench/scale/catalogue.mjs's generated
// ones), built in memory by the kit's own indexer (`pagefindIndex` of @defne/site/vite) from
// the catalogue's data, without building the site; then what the search page's first query
// downloads from it in Chromium, compressed and decoded, through Pagefind's script as the page
// runs it (packages/site/app/pages/search/load.ts: no worker, the index's folder as its base).
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { foldSearchQuery } from '@defne/core';
import { buildSearchIndex } from '@defne/core/search';
import { closePagefind, pagefindIndex } from '@defne/site/vite';
import { generateProducts, readContent } from './catalogue.mjs';

/** Per language, a value the data may give once for every language. */
const inEvery = (value, languages) =>
  typeof value === 'string' ? Object.fromEntries(languages.map((l) => [l, value])) : value;

/** Each language's search index of `total` products from the content folder's own and generated ones. */
export function catalogueIndexes(contentDir, total) {
  const content = readContent(contentDir);
  const products = [
    ...content.sources,
    ...generateProducts({ ...content, count: Math.max(0, total - content.sources.length) }),
  ];
  const languages = Object.keys(products[0].data.name);
  const suppliers = readdirSync(join(contentDir, 'data', 'suppliers'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({
      id: f.slice(0, -5),
      name: JSON.parse(readFileSync(join(contentDir, 'data', 'suppliers', f), 'utf8')).name,
      logo: null,
    }));
  const sectors = content.sectors.sort((a, b) => a.data.order - b.data.order);
  const sectorOf = new Map(sectors.map((s) => [s.id, s.data]));
  return languages.map((lang) =>
    buildSearchIndex({
      lang,
      catalog: {
        categories: sectors.map((s) => ({ id: s.id })),
        products: products.map(({ key, data }) => ({ key, category: data.sector })),
      },
      texts: {
        categories: Object.fromEntries(sectors.map((s) => [s.id, { title: s.data.title[lang] }])),
        products: Object.fromEntries(
          products.map(({ key, data }) => [
            key,
            { name: data.name[lang], description: data.description[lang] },
          ]),
        ),
      },
      details: Object.fromEntries(
        products.map(({ key, data }) => [
          key,
          {
            properties: (data.properties ?? []).map((p) => ({
              label: p.label,
              value: inEvery(p.value, languages),
              ...(p.unit ? { unit: p.unit } : {}),
            })),
            applications: data.applications,
            packaging: data.packaging,
            supplier: data.supplier,
            documents: [],
            related: [],
          },
        ]),
      ),
      suppliers,
      productPath: (key, l) => {
        const { data } = products.find((p) => p.key === key);
        return `/${sectorOf.get(data.sector).slug[l]}/${data.slug?.[l] ?? key}`;
      },
    }),
  );
}

/**
 * Builds the indexes into `dir` (one folder per language) and measures the first query of the
 * first language in Chromium: every file it fetched, compressed and decoded.
 */
export async function measureSearchIndex({ contentDir, total, dir, port, query = 'h' }) {
  rmSync(dir, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const folders = [];
  for (const index of catalogueIndexes(contentDir, total)) {
    const { folder, files } = await pagefindIndex(index);
    for (const [path, bytes] of files) {
      mkdirSync(dirname(join(dir, folder, path)), { recursive: true });
      writeFileSync(join(dir, folder, path), bytes);
    }
    folders.push({ lang: index.lang, folder, files: files.size, entries: index.entries.length });
  }
  await closePagefind();
  const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  const { lang, folder } = folders[0];
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (path === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(`<!doctype html><html lang="${lang}"><title>search</title></html>`);
      return;
    }
    try {
      const bytes = readFileSync(join(dir, path));
      res.writeHead(200, {
        'content-type': path.endsWith('.js') ? 'text/javascript' : 'application/octet-stream',
      });
      res.end(bytes);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_FULL } = await import('@defne/site/testing');
  const browser = await chromium.launch(CHROMIUM_FULL);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const loaded = [];
    page.on('requestfinished', (r) => loaded.push(new URL(r.url()).pathname));
    const found = await page.evaluate(
      async ({ base, query }) => {
        const pagefind = await import(`${base}pagefind.js`);
        await pagefind.options({ noWorker: true, basePath: base, baseUrl: '/' });
        await pagefind.init();
        const { results } = await pagefind.search(query);
        // The page shows the first 20 (routes/search.tsx: PAGE_SIZE).
        await Promise.all(results.slice(0, 20).map((r) => r.data()));
        return results.length;
      },
      { base: `/${folder}/`, query: foldSearchQuery(query, lang) },
    );
    let compressed = 0;
    let decoded = 0;
    for (const path of loaded) {
      const bytes = readFileSync(join(dir, path));
      const packed = /\.(pf_\w+|pagefind)$/.test(path);
      compressed += packed ? bytes.length : gzipSync(bytes, { level: 9 }).length;
      decoded += packed ? gunzipSync(bytes).length : bytes.length;
    }
    return { folders, buildSeconds, query, found, files: loaded, compressed, decoded };
  } finally {
    await browser.close();
    server.close();
  }
}
