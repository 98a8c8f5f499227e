// Every built page in Chromium under the served CSP: no violation, no console error. Under nginx
// only (the production server; playwright.serving.config.ts): `defne-site start` sends each page
// the same policy, which headers.spec.ts compares hash for hash on both servers.
import { expect, test } from '@playwright/test';
import { expectClean, hashesInDocument, watchPage } from './browser';
import { builtPages, notFoundHtml } from './site';

for (const { path } of builtPages()) {
  test(`${path} loads and hydrates with zero CSP violations and console errors`, async ({
    page,
  }) => {
    const watch = await watchPage(page);
    const response = await page.goto(path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // The browser's own hashes of the inline scripts it parsed are all in the policy it was sent.
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    for (const hash of await hashesInDocument(page)) expect(csp, path).toContain(hash);
    await expectClean(page, watch, path);
    // Every icon shown draws its symbol from the sprite file, which the policy lets load.
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll<SVGUseElement>('svg > use')]
        .filter((use) => use.closest('svg')!.getBoundingClientRect().width > 0)
        .map((use) => ({ href: use.getAttribute('href'), drawn: use.getBBox().width > 0 })),
    );
    expect(icons.length, path).toBeGreaterThan(0);
    expect(
      icons.filter((icon) => !icon.drawn),
      path,
    ).toEqual([]);
  });
}

test('an unknown path shows the 404 page with status 404 and no CSP violation', async ({
  page,
}) => {
  const watch = await watchPage(page);
  const response = await page.goto('/no-such-page-d10', { waitUntil: 'load' });
  expect(response?.status()).toBe(404);
  if (notFoundHtml()) {
    // The 404 page may move on (to the home page after its animation): check what was served.
    expect(await response?.text()).toBe(notFoundHtml());
  }
  await page.waitForLoadState('networkidle');
  await expectClean(page, watch, '404');
});
