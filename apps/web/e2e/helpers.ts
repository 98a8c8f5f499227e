import { expect, type Page } from '@playwright/test';

/** Waits until React has hydrated the page (the app marks <html> when it has). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/** The product cards of a sector page's grid: the named buttons in <main> that hold a picture. */
export function productCards(page: Page) {
  return page
    .locator('main')
    .getByRole('button', { name: /./ })
    .filter({ has: page.locator('img') });
}
