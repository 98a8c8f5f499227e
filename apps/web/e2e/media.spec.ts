import { categories, productsOf, sectorPath } from '@defne/content';
import { expect, test } from '@playwright/test';
import { gotoHydrated, productCards } from './helpers';

// Issue 7: the gallery knows which extras exist, so browsing every sector and opening every
// product's modal, through every picture, never requests a missing file.
for (const category of categories) {
  test(`${category.id}: the sector and every product gallery load without a single 404`, async ({
    page,
  }) => {
    const missing: string[] = [];
    const images = new Set<string>();
    page.on('response', (response) => {
      if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
      if (response.request().resourceType() === 'image') images.add(response.url());
    });
    await gotoHydrated(page, sectorPath(category.id, 'en'));
    const cards = productCards(page);
    await expect(cards).toHaveCount(productsOf(category.id).length);
    let extras = 0;
    for (let i = 0; i < productsOf(category.id).length; i++) {
      await cards.nth(i).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      const counter = dialog.getByText(/^\d+ \/ \d+$/);
      const total = (await counter.count())
        ? Number((await counter.textContent())!.split('/')[1])
        : 1;
      extras += total - 1;
      for (let n = 1; n < total; n++) {
        await dialog.getByRole('button', { name: 'Next image' }).click();
        await expect(counter).toHaveText(`${n + 1} / ${total}`);
        await expect(dialog.locator('img').first()).toHaveJSProperty('complete', true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    expect(missing).toEqual([]);
    // Where the sector's products have gallery extras, they were actually fetched: the walk did
    // see the pictures.
    const fetchedExtras = [...images].filter((url) =>
      /\/media\/products\/[^/]+\/([2-9]|1[01])[.-]/.test(url),
    );
    if (extras > 0) expect(fetchedExtras.length).toBeGreaterThan(0);
  });
}
