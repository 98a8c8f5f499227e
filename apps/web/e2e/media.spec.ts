import { categories, productsOf, sectorPath } from '@defne/content';
import { expect, test } from '@playwright/test';
import { gotoHydrated, productCards } from './helpers';

// Issue 7: the gallery knows which extras exist, so browsing every sector and opening every
// product's modal, through every picture, never requests a missing file.
test('every sector and every product gallery loads without a single 404', async ({ page }) => {
  test.setTimeout(120_000);
  const missing: string[] = [];
  const images = new Set<string>();
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
    if (response.request().resourceType() === 'image') images.add(response.url());
  });
  for (const category of categories) {
    await gotoHydrated(page, sectorPath(category.id, 'en'));
    const cards = productCards(page);
    await expect(cards).toHaveCount(productsOf(category.id).length);
    for (let i = 0; i < productsOf(category.id).length; i++) {
      await cards.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const counter = dialog.getByText(/^\d+ \/ \d+$/);
      const total = (await counter.count())
        ? Number((await counter.textContent())!.split('/')[1])
        : 1;
      for (let n = 1; n < total; n++) {
        await dialog.getByRole('button', { name: 'Next image' }).click();
        await expect(counter).toHaveText(`${n + 1} / ${total}`);
        await expect(dialog.locator('img').first()).toHaveJSProperty('complete', true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  expect(missing).toEqual([]);
  // Some gallery extras were actually fetched, so the walk did see the pictures.
  expect([...images].some((url) => /\/media\/sectors\/\w+\/\d+_\d+/.test(url))).toBe(true);
});
