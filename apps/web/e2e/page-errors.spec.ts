/*
 * D20: the 404 for addresses people really type loads with no page error, no React error and no
 * error screen once it has hydrated; an unknown address under a language's folder shows the
 * branded 404 in that language.
 */
import { expect, test } from '@playwright/test';
import { routes } from '@defne/content';
import { errorScreenOf, expectNotFoundPage, watchPageErrors } from '@defne/site/testing';
import { hydrated } from './helpers';

// Every prerendered page is loaded, hydrated and checked for errors (status, page and console
// errors, error screen) by serving/every-page.spec, on the loads its axe scans use.

/** Unknown addresses: the language of the 404 each must show (unprefixed: the visitor's, Turkish for a first visit). */
const unknown: [path: string, lang: 'tr' | 'en'][] = [
  ['/sectors/filtration-systems/no-such-product', 'en'],
  ['/sektorler/yok', 'tr'],
  ['/sektorler/filtrasyon-sistemleri/yok', 'tr'],
  ['/sectors/filtrasyon-sistemleri/yok', 'en'],
  ['/sectors/a/b/c/d', 'en'],
  // Miscased: the browser's router takes them for the catalogue, so servers answer with that
  // folder's 404 page, in its language (D20); a line break in the address is an unknown slug too.
  ['/SEKTORLER/yok', 'tr'],
  ['/Sectors/no-such-sector', 'en'],
  ['/sektorler/%0d%0a', 'tr'],
  ['/SECTORS/x%0D%0Ay', 'en'],
  ['/%0d%0a', 'tr'],
  ['/en/nope', 'en'],
  ['/no-such-page', 'tr'],
  ['/hakkimizda/yok', 'tr'],
  ...routes.notFoundPaths.map(
    (path) => [path, routes.prefixLangOf(path) ?? 'tr'] as [string, 'tr' | 'en'],
  ),
];

const titles = { tr: '404 - Sayfa Bulunamadı', en: '404 - Page Not Found' };

test('unknown addresses show the branded 404 in their folder’s language, without errors', async ({
  page,
}) => {
  for (const [path, lang] of unknown) {
    await expectNotFoundPage(page, path, { lang, title: titles[lang] });
  }
});

test('after an English visit, a Turkish folder’s 404 stays Turkish; an unprefixed one follows the visitor', async ({
  page,
}) => {
  await page.goto('/sectors');
  await hydrated(page);
  await page.goto('/sektorler/yok');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Sayfa Bulunamadı');
  await page.goto('/no-such-page');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
});

test('a client navigation to an unknown address shows the 404 inside the site’s frame', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/sectors');
  await hydrated(page);
  // An in-app link to an address that is not there (a stale link in a text, say).
  await page.evaluate(() => {
    const link = document.createElement('a');
    link.href = '/sectors/filtration-systems/gone-product';
    link.textContent = 'stale link';
    link.id = 'stale';
    document.querySelector('main')!.append(link);
  });
  await page.locator('#stale').click();
  await expect(page).toHaveURL(/gone-product$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page Not Found');
  // The graphic's file loads on demand here: the 404 shows it all the same.
  await expect(page.getByRole('button', { name: 'Go to the home page' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  expect(await errorScreenOf(page)).toBeNull();
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
});

test('a miscased or other-language address lands on its page, which hydrates cleanly', async ({
  page,
}) => {
  for (const [from, to] of [
    ['/SEKTORLER', '/sektorler'],
    [
      '/sectors/filtrasyon-sistemleri/mikroglass-filtre-medyasi',
      '/sectors/filtration-systems/microglass-filter-media',
    ],
  ] as const) {
    const errors = watchPageErrors(page);
    const response = await page.goto(from);
    expect(response?.status(), from).toBe(200);
    expect(new URL(page.url()).pathname, from).toBe(to);
    await hydrated(page);
    expect(await errorScreenOf(page), from).toBeNull();
    expect(errors, from).toEqual([]);
    page.removeAllListeners();
  }
});

test('the 404 graphic is in the 404 pages’ HTML and first files, not in other pages’', async ({
  page,
  request,
}) => {
  const graphicFile = /\/assets\/NotFoundGraphic-[\w-]+\.js/;
  // The not-found route's pages preload the graphic; a sectors folder's 404 (the sectors route)
  // loads it while it hydrates, the prerendered one staying in place meanwhile.
  for (const [path, label, preloaded] of [
    ['/no-such-page', 'Ana sayfaya dön', true],
    ['/en/no-such-page', 'Go to the home page', true],
    ['/sectors/no-such-sector', 'Go to the home page', false],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('NotFoundGraphic_graphic');
    if (preloaded) expect(html, path).toMatch(graphicFile);
    const errors = watchPageErrors(page);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('button', { name: label })).toBeVisible();
    expect(
      errors.filter((e) => !/status of 404/.test(e)),
      path,
    ).toEqual([]);
    page.removeAllListeners();
  }
  for (const path of ['/', '/sektorler', '/about']) {
    expect(await (await request.get(path)).text(), path).not.toMatch(graphicFile);
  }
});
