import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../helpers';

// WCAG 3.1.1 / 3.1.2: the page's language, and the language of phrases in the other language.

// <html lang> in every page's prerendered HTML and after hydration: every-page.spec, on the load
// it checks with axe.

test('the language toggle marks the other language’s name with its lang', async ({ page }) => {
  for (const [path, here, other, otherName] of [
    ['/', 'tr', 'en', 'English'],
    ['/hakkimizda', 'tr', 'en', 'English'],
    ['/about', 'en', 'tr', 'Türkçe'],
  ] as const) {
    await gotoHydrated(page, path);
    const link = page.getByRole('link', { name: new RegExp(otherName) }).first();
    await expect(link, path).toHaveAttribute('lang', other);
    await expect(link, path).toHaveAttribute('hreflang', other);
    // Its text, name included, inherits that lang: no element inside resets it.
    expect(await link.locator('[lang]').count(), path).toBe(0);
    await expect(page.locator('html')).toHaveAttribute('lang', here);
  }
});

test('English preference: the shared paths (/ and the 404 page) switch <html lang> too', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  await page
    .getByRole('link', { name: /English/ })
    .first()
    .focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await gotoHydrated(page, '/bu-sayfa-yok');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Sayfa');
  // Whatever language the page shows, the other language's name stays marked.
  await expect(page.getByRole('link', { name: /Türkçe/ }).first()).toHaveAttribute('lang', 'tr');
});

test('no element in the body declares a language other than tr/en or an empty one', async ({
  page,
}) => {
  for (const path of ['/', '/about', '/sektorler/dis-malzemeleri', '/contact']) {
    await gotoHydrated(page, path);
    const langs = await page
      .locator('body [lang]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('lang')));
    for (const lang of langs) expect(['tr', 'en'], path).toContain(lang);
  }
});
