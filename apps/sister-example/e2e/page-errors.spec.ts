/*
 * D20 on the sister site: every prerendered page of both languages (the forms' pages among them,
 * where a notice paragraph once nested in the form's own caused React #418) and the 404 for
 * unknown addresses under and outside the catalogue's folders hydrate with no page or React error.
 */
import { expect, test } from '@playwright/test';
import { errorScreenOf, gotoHydrated, watchPageErrors } from '@defne/site/testing';
import { routes } from '../content';

test('every page of both languages hydrates without a page or React error', async ({ page }) => {
  for (const path of routes.prerenderPaths) {
    const errors = watchPageErrors(page);
    await gotoHydrated(page, path);
    expect(await errorScreenOf(page), path).toBeNull();
    expect(errors, path).toEqual([]);
    page.removeAllListeners();
  }
});

test('unknown addresses show the 404 in their folder’s language, status 404, no error', async ({
  page,
}) => {
  const catalogue = routes.pagePaths.sectors;
  const cases: [string, 'tr' | 'en'][] = [
    [`${catalogue.tr}/yok`, 'tr'],
    [`${catalogue.tr}/yok/daha/derin`, 'tr'],
    [`${catalogue.en}/no-such-group`, 'en'],
    [`${catalogue.en.toUpperCase()}`, 'tr'],
    ['/no-such-page', 'tr'],
  ];
  for (const [path, lang] of cases) {
    const errors = watchPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html'), path).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(
      lang === 'tr' ? '404 - Sayfa Bulunamadı' : '404 - Page Not Found',
    );
    expect(await errorScreenOf(page), path).toBeNull();
    expect(errors, path).toEqual([]);
    page.removeAllListeners();
    await page.evaluate(() => localStorage.clear());
  }
});
