import { matchPath, prerenderPaths } from '@defne/content';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from '../helpers';

// Design D8 / packages/site/src/route-change.ts: after every client-side navigation the new page's
// <h1> has focus and the document title is the new page's (the same one its prerendered HTML has).
// The search page is the one exception: the visitor came to type, so its field has the caret.

// The chrome's Home is '/en' on English pages (D14) and '/' on Turkish ones. Product pages open
// from their sector's grid, as a dialog over it (e2e/products.spec.ts), where focus goes to the
// dialog: every other page is linked from the site chrome.
const chromePaths = prerenderPaths.filter((p) => matchPath(p)?.kind !== 'product');
const trPaths = chromePaths.filter((p) => p !== '/' && !isEnglish(p));
const enPaths = chromePaths.filter((p) => isEnglish(p));

function isEnglish(path: string) {
  return /^\/(en|about|corporate|mission|vision|sectors|suppliers|contact|privacy|quote-list|search)(\/|$)/.test(
    path,
  );
}

async function prerenderedTitle(page: Page, path: string) {
  const html = await (await page.request.get(path)).text();
  return html
    .match(/<title>([^<]*)<\/title>/)![1]!
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

/** Follows a link to `path` in the site chrome, opening the dropdown that holds it when needed. */
async function follow(page: Page, path: string) {
  // The previous navigation closes any open dropdown: start from a settled header, so the link
  // checked as visible is not the one of a dropdown still closing.
  await expect(page.locator('header button[aria-expanded="true"]')).toHaveCount(0);
  const link = page.locator(`header a[href="${path}"], footer a[href="${path}"]`).first();
  if (!(await link.isVisible())) {
    await page
      .locator(`header li:has(a[href="${path}"]) > div > button[aria-expanded="false"]`)
      .focus();
    await page.keyboard.press('Enter');
  }
  await link.focus();
  await page.keyboard.press('Enter');
}

async function expectArrived(page: Page, path: string, previousTitle: string) {
  await expect(page).toHaveURL((url) => url.pathname === path);
  // The first page's crawler tags and JSON-LD (written into its HTML only) described that page.
  await expect(
    page.locator(
      'head link[rel="canonical"], head link[rel="alternate"], head meta[property^="og:"], head meta[name^="twitter:"], head script[type="application/ld+json"]',
    ),
  ).toHaveCount(0);
  const route = matchPath(path);
  const searching = route?.kind === 'page' && route.page === 'search';
  // /mission and /vision take the heading's focus on to their block 300 ms later (about.tsx): the
  // block is where focus rests, and waiting for it keeps the next link the test focuses from
  // losing focus to it. (Checking the heading there raced with that move on a loaded machine.)
  const block = route?.kind === 'page' && ['mission', 'vision'].includes(route.page);
  await expect(
    searching
      ? page.locator('main').getByRole('searchbox')
      : block
        ? page.locator(`main #${route.page}`)
        : page.locator('main h1'),
  ).toBeFocused();
  // '/' is prerendered in Turkish only; in English its title comes from the client.
  if (path === '/' && (await page.locator('html').getAttribute('lang')) === 'en') {
    await expect(page).not.toHaveTitle(previousTitle);
    await expect(page).toHaveTitle(/Industrial/);
    return;
  }
  const title = await prerenderedTitle(page, path);
  await expect(page).toHaveTitle(title);
  expect(title).not.toBe(previousTitle);
}

for (const [lang, paths, start] of [
  ['tr', trPaths, '/'],
  ['en', enPaths, '/contact'],
] as const) {
  test(`${lang}: every navigation focuses the new <h1> and changes the title`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, start);
    let title = await page.title();
    // Visit each path from a different page, then go home through the logo (the language's own
    // home: '/en' on English pages, D14).
    const visits = [...paths.filter((p) => p !== start), lang === 'en' ? '/en' : '/'];
    for (const path of visits) {
      await follow(page, path);
      await expectArrived(page, path, title);
      title = await page.title();
    }
  });
}

test('switching language is a navigation too: heading focused, title in the other language', async ({
  page,
}) => {
  await gotoHydrated(page, '/sektorler/dis-malzemeleri');
  const before = await page.title();
  const english = page.getByRole('link', { name: /English/ }).first();
  await english.focus();
  await page.keyboard.press('Enter');
  await expectArrived(page, '/sectors/dental-supplies', before);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('browser back and forward focus the heading and restore the title', async ({ page }) => {
  await gotoHydrated(page, '/about');
  const aboutTitle = await page.title();
  await follow(page, '/suppliers');
  await expectArrived(page, '/suppliers', aboutTitle);
  const suppliersTitle = await page.title();
  await page.goBack();
  await expectArrived(page, '/about', suppliersTitle);
  await page.goForward();
  await expectArrived(page, '/suppliers', aboutTitle);
});

test('typing in the sectors search keeps the caret while the search moves to a category', async ({
  page,
}) => {
  await gotoHydrated(page, '/sectors');
  const search = page.getByRole('searchbox');
  await search.click();
  // Key by key, as a visitor types: the first letter already navigates to a category ("a":
  // Aluminum Separator's), the whole word to another (Alginate Impression Material's).
  await page.keyboard.type('a');
  await expect(page).toHaveURL(/\/sectors\/filtration-systems$/);
  await expect(search).toBeFocused();
  await page.keyboard.type('lginate', { delay: 80 });
  await expect(page).toHaveURL(/\/sectors\/dental-supplies$/);
  await expect(page.getByRole('link', { name: /Alginate/ })).toBeVisible();
  await expect(search).toBeFocused();
  await expect(search).toHaveValue('alginate');
});

test('client navigation brings the texts a page needs, not only those of the first page', async ({
  page,
}) => {
  // The root bundle holds only the category names; the product names and the item counts come
  // with the sectors and home routes and must be merged into the namespace.
  await gotoHydrated(page, '/hakkimizda');
  await follow(page, '/sektorler');
  await expect(page.locator('main')).not.toContainText('products.');
  await expect(page.locator('main')).toContainText('Mikroglass Filtre Medyası');
  await follow(page, '/hakkimizda');
  await page.locator('header a[href="/"]').first().click();
  await expect(page.locator('main')).toContainText('13 ürün');
  await expect(page.locator('main')).not.toContainText(/itemCount/i);
});
