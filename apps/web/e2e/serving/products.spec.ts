import type { MediaManifest } from '@defne/site/config';
// Issue 21: both URLs of every product answer 200 with the product's own page, on nginx and on
// `pnpm start` (this suite runs once per server); the data file a click in the grid loads is
// served too, and opening a product over the grid runs clean under the served CSP. Every picture
// answers at its key-based address and at the spec's /media/sectors/{folder}/{index}.webp.
import { pathEntries } from '@defne/content';
import { expect, test } from '@playwright/test';
import { expectClean, watchPage } from './browser';

const products = pathEntries.filter((e) => e.match.kind === 'product');

test('the 56 product URLs answer 200 with their own page, and their client data', async ({
  request,
}) => {
  expect(products).toHaveLength(56);
  for (const { path } of products) {
    const page = await request.get(path, { maxRedirects: 0 });
    expect(page.status(), path).toBe(200);
    expect(page.headers()['content-type'], path).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html, path).toContain(`<link rel="canonical" href="`);
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    expect(html, path).toMatch(/"@type":"Product"/);
    const data = await request.get(`${path}.data`, { maxRedirects: 0 });
    expect(data.status(), `${path}.data`).toBe(200);
  }
  const unknown = await request.get('/sektorler/filtrasyon-sistemleri/olmayan-urun');
  expect(unknown.status()).toBe(404);
});

test("every product's picture answers at its key address and at the spec's position address, same bytes", async ({
  request,
}) => {
  const {
    categories,
    productGallery,
    products: catalogue,
    productPhotos,
  } = await import('@defne/content');
  const { mediaManifest } = await import('../../media/manifest.generated');
  expect(catalogue.length).toBeGreaterThan(0);
  for (const product of catalogue) {
    const folder = categories.find((c) => c.id === product.category)!.imageFolder;
    const products: MediaManifest['products'] = mediaManifest.products;
    const entry = products[`${folder}/${product.index}`]!;
    expect(entry.key, product.key).toBe(product.key);
    const extras = entry.extras.length;
    if (productPhotos[product.key]?.length)
      expect(1 + extras).toBe(productPhotos[product.key]!.length);
    const spec = productGallery(product, extras);
    for (const [n, image] of [entry.main, ...entry.extras].entries()) {
      const own = await request.get(image.src, { maxRedirects: 0 });
      const old = await request.get(spec[n]!, { maxRedirects: 0 });
      expect([own.status(), old.status()], spec[n]).toEqual([200, 200]);
      expect(old.headers()['content-type'], spec[n]).toBe('image/webp');
      expect(Buffer.compare(await own.body(), await old.body()), spec[n]).toBe(0);
    }
  }
});

test('opening a product over the grid and closing it: no CSP violation, no console error', async ({
  page,
}) => {
  const watch = await watchPage(page);
  await page.goto('/sectors/dental-supplies');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByRole('link', { name: /Modeling Wax/ }).click();
  await expect(page).toHaveURL(/\/sectors\/dental-supplies\/modeling-wax$/);
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Modeling Wax' }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.goto('/sektorler/dis-malzemeleri/modelaj-mumu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Modelaj Mumu');
  await page.waitForLoadState('networkidle');
  await expectClean(page, watch, 'product');
});
