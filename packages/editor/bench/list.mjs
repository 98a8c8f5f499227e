#!/usr/bin/env node
// `pnpm --filter @defne/editor bench:list <N>...` (issue 51): for each N, a throwaway copy of the
// kit's content with a catalogue of N products (the scale bench's generator,
// apps/web/bench/scale/catalogue.mjs), the real editor server on it, and Chromium signing in with
// its token. Measures what staff wait for: the product list after sign-in (until its entries are
// drawn and the page answers input again), the bytes the browser received for it, the rows drawn,
// a search by name, opening an entry and saving it (until the file on disk has the new text).
// Prints a table and writes bench/results/list-<N>.json.
//
//   --keep           keep the throwaway content folders (their paths are printed)
//   --label=<name>   names the figures of --server (default "other")
//   --runs=<k>       sign-in to list measured k times, the median reported (default 3)
//   --server=<file>  another version's src/server.mjs to measure (a copy of the editor's src/
//                    and admin/ from an earlier commit, inside packages/editor so it resolves
//                    the same packages); its figures go to results/list-<N>-<label>.json
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { slugify } from '@defne/core';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { writeCatalogue } = await import(path.join(repo, 'apps/web/bench/scale/catalogue.mjs'));
const args = process.argv.slice(2).filter((a) => a !== '--');
const flags = new Map(
  args.filter((a) => a.startsWith('--')).map((a) => [a.replace(/=.*/, ''), a.split('=')[1]]),
);
const sizes = args.filter((a) => !a.startsWith('--')).map(Number);
if (!sizes.length || sizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error('usage: pnpm --filter @defne/editor bench:list <N> [<N>...] [--keep] [--runs=k]');
  process.exit(2);
}
const runs = Number(flags.get('--runs') ?? 3);
const serverFile = flags.get('--server');
const { startEditor } = await import(
  serverFile ? pathToFileURL(path.resolve(serverFile)).href : '../src/server.mjs'
);
const label = serverFile ? `-${flags.get('--label') ?? 'other'}` : '';
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms) => Math.round(ms) / 1000;

/** A content folder with the kit's own content and `total` products in all. */
async function catalogue(total) {
  const dir = await mkdtemp(path.join(tmpdir(), `defne-editor-list-${total}-`));
  for (const part of ['data', 'media'])
    await cp(path.join(repo, 'packages/content', part), path.join(dir, part), { recursive: true });
  writeCatalogue(dir, total);
  return dir;
}

/** Bytes the page received (over the wire, headers included) while `action` runs. */
async function counted(cdp, action) {
  let bytes = 0;
  const onFinished = (event) => (bytes += event.encodedDataLength);
  cdp.on('Network.loadingFinished', onFinished);
  try {
    const result = await action();
    return { result, bytes };
  } finally {
    cdp.off('Network.loadingFinished', onFinished);
  }
}

/** Resolves once the page has drawn a frame after every task queued so far (it answers input). */
const settled = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => setTimeout(() => requestAnimationFrame(resolve), 0)),
      ),
  );

const ENTRY_LINK = 'a[href*="/collections/products/entries/"]';

async function measure(total) {
  const contentDir = await catalogue(total);
  const editor = await startEditor({ contentDir, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROME });
  const out = { products: total };
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    // Every load starts signed out (Decap keeps its user in localStorage), as staff start.
    await context.addInitScript(() => localStorage.removeItem('decap-cms-user'));
    await page.goto(editor.url);

    const listTimes = [];
    for (let run = 0; run < runs; run++) {
      await page.goto('about:blank');
      const loading = Date.now();
      await page.goto(`${editor.origin}/admin/#/collections/products`);
      const login = page.getByRole('button', { name: 'Giriş' });
      await login.waitFor({ timeout: 180_000 });
      (out.signInPageRuns ??= []).push(seconds(Date.now() - loading));
      const { result: ms, bytes } = await counted(cdp, async () => {
        const start = Date.now();
        await login.click();
        await page.locator(ENTRY_LINK).first().waitFor({ timeout: 180_000 });
        await settled(page);
        return Date.now() - start;
      });
      listTimes.push(ms);
      out.listBytes = bytes;
    }
    out.signInPageSeconds = median(out.signInPageRuns);
    out.listSeconds = seconds(median(listTimes));
    out.listRuns = listTimes.map(seconds);
    out.rowsDrawn = await page.locator(ENTRY_LINK).count();
    // Scrolled to its end, the list draws the next page.
    {
      const start = Date.now();
      await page.locator(ENTRY_LINK).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 2000);
      await page
        .locator(ENTRY_LINK)
        .nth(out.rowsDrawn)
        .waitFor({ timeout: 60_000 })
        .catch(() => undefined);
      await settled(page);
      out.nextPage = {
        rows: await page.locator(ENTRY_LINK).count(),
        seconds: seconds(Date.now() - start),
      };
    }
    out.domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    out.heapMB = Math.round(
      (await page.evaluate(() => /** @type {any} */ (performance).memory?.usedJSHeapSize ?? 0)) /
        1e6,
    );

    // Search from the top bar: a product near the end of the list, by its Turkish name, its key
    // and its English address; each until its card is drawn.
    const key = (await readdir(path.join(contentDir, 'data/products')))
      .filter((name) => name.endsWith('.json'))
      .sort()
      .at(-Math.ceil(total / 20))
      .slice(0, -5);
    const product = JSON.parse(
      await readFile(path.join(contentDir, 'data/products', `${key}.json`), 'utf8'),
    );
    if (process.env.BENCH_TRACE)
      page.on('requestfinished', (request) =>
        console.log(
          Date.now(),
          request.timing().responseEnd | 0,
          request.url().replace(editor.origin, ''),
          request.postData()?.slice(0, 80) ?? '',
        ),
      );
    out.search = {};
    for (const [by, term] of Object.entries({
      name: product.name.tr,
      key,
      address: product.slug?.en || slugify(product.name.en),
    })) {
      const search = page.getByPlaceholder(/ ara$|search/i).first();
      const start = Date.now();
      if (process.env.BENCH_TRACE) console.log(start, 'search', term);
      await search.fill(term);
      await search.press('Enter');
      // Not found within a minute: the editor's search does not look there (Decap's own search
      // reads the summary's fields: the names, not the key nor the address).
      const found = await page
        .locator(`a[href$="/entries/${key}"]`)
        .first()
        .waitFor({ timeout: 60_000 })
        .then(
          () => true,
          () => false,
        );
      await settled(page);
      out.search[by] = {
        found,
        term,
        seconds: seconds(Date.now() - start),
        hits: await page.locator(ENTRY_LINK).count(),
      };
    }

    // Open an entry from the list, then save a changed description.
    await page.goto('about:blank');
    await page.goto(`${editor.origin}/admin/#/collections/products`);
    await page.getByRole('button', { name: 'Giriş' }).click();
    const link = page.locator(ENTRY_LINK).nth(5);
    await link.waitFor({ timeout: 180_000 });
    await settled(page);
    const href = await link.getAttribute('href');
    const opened = decodeURIComponent(String(href).split('/entries/')[1]);
    let start = Date.now();
    if (process.env.BENCH_TRACE) console.log(start, 'open');
    await link.click();
    const description = page.getByRole('group', { name: /Açıklama/ }).getByLabel('English');
    await description.waitFor({ timeout: 60_000 });
    await settled(page);
    out.openSeconds = seconds(Date.now() - start);

    const file = path.join(contentDir, 'data/products', `${opened}.json`);
    const text = `Bench edit ${Date.now()}.`;
    await description.fill(text);
    start = Date.now();
    await page.getByRole('button', { name: 'Yayınla', exact: true }).click();
    await page.getByText('Şimdi yayımla').click();
    for (;;) {
      const saved = JSON.parse(await readFile(file, 'utf8'));
      if (saved.description.en === text) break;
      if (Date.now() - start > 60_000) throw new Error(`${opened} was not saved within a minute`);
      await new Promise((r) => setTimeout(r, 20));
    }
    out.saveSeconds = seconds(Date.now() - start);
  } finally {
    await browser.close();
    await editor.close();
    if (flags.has('--keep')) console.log(`kept ${contentDir}`);
    else await rm(contentDir, { recursive: true, force: true });
  }
  return out;
}

const results = [];
for (const total of sizes) {
  const result = await measure(total);
  console.log(JSON.stringify(result));
  results.push(result);
  const dir = path.join(here, 'results');
  await mkdir(dir, { recursive: true });
  await writeFile(
    path.join(dir, `list-${total}${label}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
}
console.log(
  '\n| products | sign-in page | list after sign-in | received | rows drawn | search: name / key / address | open | save |\n|---|---|---|---|---|---|---|---|',
);
for (const r of results)
  console.log(
    `| ${r.products} | ${r.signInPageSeconds} s | ${r.listSeconds} s | ${(r.listBytes / 1e6).toFixed(2)} MB | ${r.rowsDrawn} | ${Object.values(
      r.search,
    )
      .map((s) => (s.found ? `${s.seconds} s` : `not found`))
      .join(' / ')} | ${r.openSeconds} s | ${r.saveSeconds} s |`,
  );
