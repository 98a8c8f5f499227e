import { expect, test } from '@playwright/test';
import { productCards } from '../helpers';
import { AxeScanner, open, scan, themes, widths, type Violation } from './axe';

// axe-core's WCAG 2.2 A/AA rules on what only shows after a press: the mobile menu and the
// product modal. Every page as it loads: every-page.spec.

test.describe('axe: WCAG 2.2 A/AA', () => {
  test('the mobile menu open, both themes and languages', async ({ page }) => {
    const axe = new AxeScanner(page);
    const found: Violation[] = [];
    for (const theme of themes) {
      for (const path of ['/hakkimizda', '/sectors']) {
        await open(page, path, theme, 375);
        await page.getByRole('button', { name: /Menüyü aç|Open menu/ }).click();
        await expect(page.getByRole('button', { name: /Menüyü kapat|Close menu/ })).toBeVisible();
        await expect(page.locator('nav:popover-open')).toHaveCount(1);
        // Open a dropdown inside the menu too.
        const sectors = page
          .getByRole('navigation', { name: /Ana menü|Main menu/ })
          .getByRole('button', { name: /Sektörler alt menüsü|Sectors submenu/ });
        await sectors.click();
        await expect(sectors).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`#${await sectors.getAttribute('aria-controls')}`)).toBeVisible();
        found.push(...(await scan(axe, `${theme} ${path} menu`)));
      }
    }
    expect(found).toEqual([]);
  });

  test('the quote list with products on it, both themes, languages and widths', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.addInitScript(() =>
      localStorage.setItem(
        'defne:quote-list',
        JSON.stringify([
          { key: 'microglassMedia', quantity: 4, unit: 'roll' },
          { key: 'adhesives', quantity: 200 },
          { key: 'needleFelt', quantity: 12, unit: 'metre' },
        ]),
      ),
    );
    const axe = new AxeScanner(page);
    const found: Violation[] = [];
    for (const theme of themes) {
      for (const width of widths) {
        for (const path of ['/teklif-listesi', '/quote-list']) {
          await open(page, path, theme, width);
          await expect(page.locator('main li fieldset')).toHaveCount(3);
          // A quantity said to be wrong, with its message, is scanned too.
          await page.getByRole('spinbutton').first().fill('');
          await expect(page.getByRole('spinbutton').first()).toHaveAttribute(
            'aria-invalid',
            'true',
          );
          found.push(...(await scan(axe, `${theme} ${width} ${path} with lines`)));
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('the product modal open, both themes and widths', async ({ page }) => {
    // Eight openings, each loading its product's data (D17), and eight scans.
    test.setTimeout(90_000);
    const axe = new AxeScanner(page);
    const found: Violation[] = [];
    for (const theme of themes) {
      for (const width of widths) {
        for (const path of ['/sektorler/filtrasyon-sistemleri', '/sectors/dental-supplies']) {
          await open(page, path, theme, width);
          await productCards(page).first().click();
          await expect(page.getByRole('dialog')).toBeVisible();
          // With its actions: quote link, share (after a press, its announcement) and WhatsApp.
          const dialog = page.getByRole('dialog');
          await dialog.getByRole('button', { name: /^(Paylaşın|Share)$/ }).click();
          await expect(dialog.getByRole('status').last()).not.toBeEmpty();
          found.push(...(await scan(axe, `${theme} ${width} ${path} modal`)));
        }
      }
    }
    expect(found).toEqual([]);
  });

  test('the search page with results and with none, both themes and widths', async ({ page }) => {
    test.setTimeout(90_000);
    const axe = new AxeScanner(page);
    const found: Violation[] = [];
    for (const theme of themes) {
      for (const width of widths) {
        for (const [path, list] of [
          ['/arama?q=temiz+oda', 'Arama sonuçları'],
          ['/search?q=hepa', 'Search results'],
        ] as const) {
          await open(page, path, theme, width);
          await expect(page.getByRole('list', { name: list })).toBeVisible();
          await expect(page.getByRole('status').filter({ hasText: /./ })).toBeAttached();
          found.push(...(await scan(axe, `${theme} ${width} ${path}`)));
        }
        await open(page, '/arama?q=zzqx', theme, width);
        await expect(page.getByRole('status')).toHaveText(/bulunamadı/);
        found.push(...(await scan(axe, `${theme} ${width} no results`)));
      }
    }
    expect(found).toEqual([]);
  });
});
