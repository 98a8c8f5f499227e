import { expect, type Page } from '@playwright/test';

/** Whether a page's address is one of the English pages' (the rest, and '/' and the 404, are Turkish). */
export const english = (path: string) =>
  /^\/(en|about|corporate|mission|vision|sectors|suppliers|contact|privacy|quote-list|search)(\/|$)/.test(
    path,
  );

/** Waits until React has hydrated the page (the app marks <html> when it has). */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

/**
 * The product cards of a sector page's grid: the named links in <main> that hold a picture (each a
 * link to its product's page, which opens the modal once the page runs).
 */
export function productCards(page: Page) {
  return page
    .locator('main')
    .getByRole('link', { name: /./ })
    .filter({ has: page.locator('img') });
}

/**
 * A list cut into groups of at most `size`, each named by its first and last item: a check over
 * many pages becomes several tests, each with its own timeout, that the workers share.
 */
export function groupsOf<T>(list: readonly T[], size: number, name: (item: T) => string) {
  const groups: { name: string; items: T[] }[] = [];
  for (let i = 0; i < list.length; i += size) {
    const items = list.slice(i, i + size);
    groups.push({ name: `${name(items[0]!)} … ${name(items.at(-1)!)}`, items });
  }
  return groups;
}
