// Issue 55, part 8: a product page reads as one. All of a product's photos form one gallery with
// the main photo (the kit's Gallery: thumbnails in one row, steps, the counter, zoom), before the
// details; on a phone the related products are together at most a screen high. Measured on the
// built site at 390 and 1280 px, for a product with one photo and one with four, and each page's
// <main> compared with its committed baseline (product-gallery.spec.ts-snapshots/; after an
// intended change of the page, review and renew them with `--update-snapshots`).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AxeScanner, scan } from './a11y/axe';
import { gotoHydrated } from './helpers';

const products = [
  { name: 'four photos', path: '/sectors/filtration-systems/microglass-filter-media', photos: 4 },
  { name: 'one photo', path: '/sectors/dental-supplies/modeling-wax', photos: 1 },
] as const;
const widths = [390, 1280] as const;
const HEIGHT = 844;

/**
 * The page as it rests: every picture of <main> loaded and decoded (the lazy ones too), the
 * fonts in, nothing moving. The sticky header is put back in the flow (its place is the same), so
 * that it never lies over <main> in the capture: the header is not part of this baseline. (Set
 * through the CSSOM: the page's CSP refuses an added style sheet, and the `style` option with it.)
 */
async function settled(page: Page) {
  await page.locator('main img').evaluateAll(async (imgs) => {
    await Promise.all(
      (imgs as HTMLImageElement[]).map((img) => {
        img.loading = 'eager';
        return img.decode().catch(() => undefined);
      }),
    );
    await document.fonts.ready;
    for (const header of document.querySelectorAll<HTMLElement>('header:not(main header)'))
      header.style.position = 'static';
  });
  await expect
    .poll(() =>
      page
        .locator('main img')
        .evaluateAll((imgs) =>
          (imgs as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
    )
    .toBe(true);
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${String(locator)} has no box`);
  return b;
};

/** The pictures in <main> outside the gallery and the related products: none should be left. */
const strayPictures = (page: Page) =>
  page
    .locator('main img')
    .evaluateAll(
      (imgs) =>
        imgs.filter(
          (img) =>
            !img.closest('[data-gallery]') &&
            !img.closest('section[aria-labelledby="product-related"]'),
        ).length,
    );

for (const product of products) {
  for (const width of widths) {
    test(`${product.name} at ${width} px: one gallery before the details, related products compact`, async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: HEIGHT });
      await gotoHydrated(page, product.path);
      const main = page.locator('main');
      const table = await box(main.getByRole('table'));
      const related = await box(main.locator('section[aria-labelledby="product-related"]'));

      // The layout first, whatever the markup: every photo of the product (the pictures outside
      // the related products) stands above the details' table and the related products, and on
      // a phone the related products together are at most one screen high.
      const photos = await main.locator('img').evaluateAll((imgs) =>
        imgs
          .filter((img) => !img.closest('section[aria-labelledby="product-related"]'))
          .map((img) => img.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => ({ top: r.top + window.scrollY, bottom: r.bottom + window.scrollY })),
      );
      expect.soft(photos.length).toBeGreaterThanOrEqual(product.photos);
      for (const photo of photos) {
        expect.soft(photo.bottom, 'a photo below the details').toBeLessThanOrEqual(table.y + 1);
        expect
          .soft(photo.bottom, 'a photo below the related products')
          .toBeLessThanOrEqual(related.y + 1);
      }
      if (width < 800) {
        expect
          .soft(related.height, 'related products taller than the screen')
          .toBeLessThanOrEqual(HEIGHT);
      }

      const gallery = main.locator('[data-gallery]');
      await expect(gallery).toHaveCount(1);
      const stage = gallery.getByRole('button', { name: 'Zoom' });
      await expect(stage).toBeVisible();
      await expect(stage.locator('img')).toHaveAttribute('fetchpriority', 'high');

      // Every photo of the product is the gallery's: none elsewhere on the page.
      expect(await strayPictures(page)).toBe(0);
      const thumbs = gallery.getByRole('list').getByRole('button');
      if (product.photos === 1) {
        await expect(gallery.getByRole('list')).toHaveCount(0);
        await expect(gallery.getByText(/^\d+ \/ \d+$/)).toHaveCount(0);
      } else {
        await expect(thumbs).toHaveCount(product.photos);
        await expect(gallery.getByText(/^\d+ \/ \d+$/)).toHaveText(`1 / ${product.photos}`);
      }

      // The gallery comes before the details: above them on a phone, beside them (its column
      // first in the reading direction) on a wide screen; and before the related products.
      const galleryBox = await box(gallery);
      const stageBox = await box(stage);
      const description = await box(
        main.locator('[data-product] > :not([data-gallery]) p').first(),
      );
      if (width < 800) {
        expect(galleryBox.y + galleryBox.height).toBeLessThanOrEqual(description.y + 1);
      } else {
        expect(galleryBox.x + galleryBox.width).toBeLessThanOrEqual(description.x + 1);
        expect(Math.abs(galleryBox.y - description.y)).toBeLessThan(60);
      }
      expect(galleryBox.y + galleryBox.height).toBeLessThanOrEqual(table.y + 1);
      expect(galleryBox.y + galleryBox.height).toBeLessThanOrEqual(related.y + 1);

      // The thumbnails: one row, right under the main photo, inside the gallery.
      const tops = new Set<number>();
      for (const thumb of await thumbs.all()) {
        const b = await box(thumb);
        tops.add(Math.round(b.y));
        expect(b.y).toBeGreaterThanOrEqual(stageBox.y + stageBox.height);
        expect(b.y - (stageBox.y + stageBox.height)).toBeLessThan(40);
        expect(b.x).toBeGreaterThanOrEqual(galleryBox.x - 1);
        expect(b.x + b.width).toBeLessThanOrEqual(galleryBox.x + galleryBox.width + 1);
      }
      expect(tops.size).toBeLessThanOrEqual(1);

      // Nothing sideways: the page itself never scrolls horizontally.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );

      // The page as it looks, against its committed baseline.
      await settled(page);
      await expect(main).toHaveScreenshot(
        `${product.photos}-photo${product.photos > 1 ? 's' : ''}-${width}.png`,
        { animations: 'disabled', caret: 'hide', scale: 'css' },
      );
    });
  }
}

test('the gallery’s code is fetched at the first sign of intent, not with the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('.js')) scripts.push(new URL(r.url()).pathname);
  });
  await gotoHydrated(page, products[0].path);
  await page.waitForLoadState('networkidle');
  const onLoad = scripts.length;
  const gallery = page.locator('main [data-gallery]');
  await gallery.hover();
  await expect.poll(() => scripts.length).toBeGreaterThan(onLoad);
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText('2 / 4')).toBeVisible();
});

test('a click before the gallery’s code has come is not lost, nor made twice', async ({ page }) => {
  await gotoHydrated(page, products[0].path);
  await page.waitForLoadState('networkidle');
  // Every script from now on (the gallery's) takes a while to arrive.
  await page.route(/\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const gallery = page.locator('main [data-gallery]');
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText('2 / 4')).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Microglass Filter Media – 2' })).toBeVisible();
  await page.waitForTimeout(800);
  await expect(gallery.getByText('2 / 4')).toBeVisible();
});

test('the gallery on a product page: keyboard, wrapping, zoom, and no axe violation', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await gotoHydrated(page, '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi');
  const gallery = page.locator('main [data-gallery]');
  const counter = gallery.getByText(/^\d+ \/ \d+$/);
  // Tab reaches the gallery (the keyboard's focus is an intent: its code loads).
  const stage = gallery.getByRole('button', { name: 'Yakınlaştır' });
  await stage.focus();
  const previous = gallery.getByRole('button', { name: 'Önceki görsel' });
  await previous.focus();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('4 / 4');
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 4');
  const third = gallery.getByRole('button', { name: 'Mikroglass Filtre Medyası – 3', exact: true });
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('3 / 4');
  await expect(third).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('End');
  await expect(counter).toHaveText('4 / 4');
  await expect(
    gallery.getByRole('button', { name: 'Mikroglass Filtre Medyası – 4', exact: true }),
  ).toBeFocused();
  // Click-to-zoom at 2x, from the keyboard too.
  await stage.focus();
  await page.keyboard.press('Enter');
  await expect(stage).toHaveAttribute('aria-pressed', 'true');
  await expect(stage.locator('img')).toHaveCSS('transform', 'matrix(2, 0, 0, 2, 0, 0)');
  const axe = new AxeScanner(page);
  const found = await scan(axe, 'product page, gallery zoomed');
  await stage.press('Enter');
  await page.setViewportSize({ width: 390, height: HEIGHT });
  found.push(...(await scan(axe, 'product page at 390')));
  expect(found).toEqual([]);
});
