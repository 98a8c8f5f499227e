// A sector's pages (D25): this site lists three products a page (content/routes.ts), so its
// group of four corrugated boxes has a second page. Each page is its own prerendered address
// with its canonical, hreflang twins and sitemap entry, and real links to the next and
// previous page that work by keyboard, before and after the page's script runs.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '@defne/site/testing';

const origin = 'https://www.defneambalaj.example.com';
const second = {
  en: '/products/corrugated-boxes/2',
  tr: '/urunler/oluklu-koliler/2',
  de: '/de/produkte/wellpappkartons/2',
};

/** Tabs forward until the link named `name` has focus (the keyboard's own way there). */
async function tabTo(page: Page, name: string) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(
      () =>
        document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
    if (focused?.trim() === name) return;
  }
  throw new Error(`no link "${name}" reached by Tab`);
}

test('a sector’s pages are walked by keyboard, and a product opens from page 2', async ({
  page,
}) => {
  await gotoHydrated(page, '/products/corrugated-boxes');
  const cards = page.locator('main a[aria-haspopup="dialog"]');
  await expect(cards).toHaveCount(3);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await tabTo(page, 'Next page→');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${second.en}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Corrugated Boxes');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Archive Box');
  await expect(pages).toContainText('Page 2 of 2');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  // The product over page 2, and Escape back to page 2.
  const card = page.getByRole('link', { name: /Archive Box/ });
  await card.click();
  await expect(page).toHaveURL(/\/products\/corrugated-boxes\/archive-box$/);
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${second.en}$`));

  await page.locator('body').focus();
  await tabTo(page, '←Previous page');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\/corrugated-boxes$/);
  await expect(cards).toHaveCount(3);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${second.en}$`));
  await expect(cards).toHaveCount(1);
});

test('page 2 is its own page: canonical, hreflang, title, sitemap, links without script', async ({
  request,
}) => {
  const html = await (await request.get(second.en)).text();
  expect(html).toContain(`<link rel="canonical" href="${origin}${second.en}"`);
  for (const [lang, path] of Object.entries(second)) {
    expect(html).toContain(`href="${origin}${path}" hreflang="${lang}"`);
  }
  expect(html).toContain(`href="${origin}${second.en}" hreflang="x-default"`);
  expect(html).toMatch(/<title>Corrugated Boxes \(Page 2\) \| Products \| Defne Ambalaj<\/title>/);
  // Real links in the prerendered HTML: followed before any script runs.
  expect(html).toMatch(
    /<a [^>]*href="\/products\/corrugated-boxes"[^>]*rel="prev"|rel="prev"[^>]*href="\/products\/corrugated-boxes"/,
  );
  const first = await (await request.get('/products/corrugated-boxes')).text();
  expect(first).toMatch(
    /href="\/products\/corrugated-boxes\/2"[^>]*rel="next"|rel="next"[^>]*href="\/products\/corrugated-boxes\/2"/,
  );

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of Object.values(second))
    expect(sitemap).toContain(`<loc>${origin}${path}</loc>`);
  // The German twin of the Turkish page 2 among its alternates.
  expect(sitemap).toContain(`href="${origin}${second.de}"`);

  // No page past the last, and page 1 has no second address.
  for (const path of ['/products/corrugated-boxes/3', '/products/corrugated-boxes/1']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the products page shows each group’s first products and a link to all of it', async ({
  page,
}) => {
  await gotoHydrated(page, '/products');
  const boxes = page.getByRole('region', { name: 'Corrugated Boxes' });
  await expect(boxes.locator('a[aria-haspopup="dialog"]')).toHaveCount(4);
  const all = boxes.getByRole('link', { name: 'All products in Corrugated Boxes (4)' });
  await all.click();
  await expect(page).toHaveURL(/\/products\/corrugated-boxes$/);
});
