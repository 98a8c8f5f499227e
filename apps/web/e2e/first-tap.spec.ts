// No interaction before hydration is lost (design D16): the page is used as a phone visitor uses it,
// right after the load event, while its JavaScript is still on the way (every script response is
// held back, so the window before hydration is real and long). Each control must still do its job:
// at once where the platform can (the menu popover, the early-input code of @defne/site's
// build-steps/boot-after-load.mjs), or once React has hydrated, on the very element that was touched.
import { expect, test, type Page } from '@playwright/test';
import { hydrated, productCards } from './helpers';

const SCRIPT_DELAY_MS = 2500;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function loadBeforeHydration(page: Page, path: string) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => {});
  });
  await page.goto(path, { waitUntil: 'load' });
  await expectNotHydrated(page);
}

async function expectNotHydrated(page: Page) {
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
}

const menuButton = (page: Page) => page.locator('header button[popovertarget]');
const mainNav = (page: Page) => page.locator('header nav');

for (const path of ['/', '/about', '/sektorler/filtrasyon-sistemleri', '/contact']) {
  test(`${path}: the menu opens on the first tap before any script has run, and React takes it over`, async ({
    page,
  }) => {
    await loadBeforeHydration(page, path);
    await menuButton(page).tap();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('nav:popover-open')).toHaveCount(1);
    await expectNotHydrated(page);

    await hydrated(page);
    // Still open, and React's state agrees: its label says close, Escape closes it.
    await expect(mainNav(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-label', /kapat|Close/);
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
    await expect(page.locator('nav:popover-open')).toHaveCount(0);
    await expect(menuButton(page)).toHaveAttribute('aria-label', /aç|Open/);
    // One more tap opens it again (no double toggling).
    await menuButton(page).tap();
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('nav:popover-open')).toHaveCount(1);
  });
}

test('the dropdown toggles of the menu open on the first tap before hydration and stay consistent', async ({
  page,
}) => {
  await loadBeforeHydration(page, '/hakkimizda');
  await menuButton(page).tap();
  const toggles = mainNav(page).locator('button[aria-controls]');
  await expect(toggles).toHaveCount(2);
  const sectors = toggles.nth(1);
  await sectors.tap();
  await expect(sectors).toHaveAttribute('aria-expanded', 'true');
  const submenu = page.locator(`#${await sectors.getAttribute('aria-controls')}`);
  await expect(submenu).toBeVisible();
  await expectNotHydrated(page);

  await hydrated(page);
  await expect(submenu).toBeVisible();
  // React holds the same state: the next tap closes it, the one after opens it again.
  await sectors.tap();
  await expect(submenu).toBeHidden();
  await expect(sectors).toHaveAttribute('aria-expanded', 'false');
  await sectors.tap();
  await expect(submenu).toBeVisible();

  // The Corporate toggle, tapped first too.
  const corporate = toggles.nth(0);
  await corporate.tap();
  await expect(corporate).toHaveAttribute('aria-expanded', 'true');
});

test('the theme toggle switches the theme before hydration, keeps it, and React agrees', async ({
  page,
}) => {
  await loadBeforeHydration(page, '/iletisim');
  const toggle = page.locator('header button[data-early-theme]');
  const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const before = await dark();
  await toggle.tap();
  expect(await dark()).toBe(!before);
  await expectNotHydrated(page);
  await hydrated(page);
  expect(await dark()).toBe(!before);
  await expect(toggle).toHaveAttribute('aria-pressed', String(!before));
  await toggle.tap();
  expect(await dark()).toBe(before);
  await page.reload();
  expect(await dark()).toBe(before);
});

for (const path of ['/sektorler/filtrasyon-sistemleri', '/sectors']) {
  test(`${path}: a product card tapped before hydration shows its product at once, as its page`, async ({
    page,
  }) => {
    await loadBeforeHydration(page, path);
    const card = productCards(page).first();
    const name = (await card.locator('[class*="title"]').first().textContent()) ?? '';
    const href = (await card.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${path}(/[a-z0-9-]+)?/[a-z0-9-]+$`));
    await card.tap();
    // The platform follows the link: the product's prerendered page, before any script has run.
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNotHydrated(page);
    // The same page once it runs; back returns to the grid, where a click opens the modal.
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await hydrated(page);
    await productCards(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('dialog[open]')).toHaveCount(1);
  });
}

test('text typed into the sector search before hydration is kept and searched for', async ({
  page,
}) => {
  await loadBeforeHydration(page, '/sektorler');
  const search = page.getByRole('searchbox');
  const before = await productCards(page).count();
  await search.tap();
  await page.keyboard.type('çivi');
  await expect(search).toHaveValue('çivi');
  await expectNotHydrated(page);
  await hydrated(page);
  await expect(search).toHaveValue('çivi');
  await expect.poll(() => productCards(page).count()).not.toBe(before);
  await expect(productCards(page).filter({ hasText: /Çivi/ }).first()).toBeVisible();
});

test('"Add to quote list" tapped before hydration adds in place once React has hydrated, and the header counts it', async ({
  page,
}) => {
  await loadBeforeHydration(page, '/sektorler/filtrasyon-sistemleri');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'İğneli Keçe' }) });
  await card.getByRole('button', { name: 'Teklif listesine ekle' }).tap();
  await expectNotHydrated(page);
  // The boot script held the submit: no navigation to the list's page, and no second add.
  await hydrated(page);
  await expect(card.getByRole('status')).toContainText('"İğneli Keçe" teklif listenize eklendi.');
  await expect(page).toHaveURL(/\/sektorler\/filtrasyon-sistemleri$/);
  await expect(page.getByRole('link', { name: 'Teklif listesi (1 ürün)' })).toBeVisible();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('defne:quote-list') ?? '[]')),
  ).toEqual([{ key: 'needleFelt', quantity: 1 }]);
});
