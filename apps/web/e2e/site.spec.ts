import { prerenderPaths } from '@defne/content';
import { expect, test } from '@playwright/test';
import { gotoHydrated, hydrated } from './helpers';

const enPaths = [
  '/en',
  '/about',
  '/corporate',
  '/mission',
  '/vision',
  '/sectors',
  '/suppliers',
  '/contact',
  '/privacy',
  '/quote-list',
  '/search',
];

test.describe('prerendered HTML', () => {
  test('every path of both languages is complete HTML before any script runs', async ({
    request,
  }) => {
    for (const path of prerenderPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const lang = enPaths.some((p) => path === p || path.startsWith('/sectors/')) ? 'en' : 'tr';
      expect(html, path).toContain(`<html lang="${lang}"`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
      expect(html, path).toContain('<footer');
    }
  });

  test('pages render with scripts disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sektorler/filtrasyon-sistemleri');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filtrasyon Sistemleri');
    const card = page.getByRole('link', { name: /Mikroglass/ });
    await expect(card).toBeVisible();
    // Without script a product card is a plain link to the product's own page.
    await card.click();
    await expect(page).toHaveURL(/\/sektorler\/filtrasyon-sistemleri\/mikroglass-[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Mikroglass');
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    await context.close();
  });

  test('an unknown path answers 404 with the 404 page', async ({ request, page }) => {
    const response = await request.get('/bu-sayfa-yok');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 - Sayfa Bulunamadı');
    await gotoHydrated(page, '/bu-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Sayfa Bulunamadı');
  });
});

test.describe('language (D2)', () => {
  test('the path decides the language and <html lang> follows', async ({ page }) => {
    await gotoHydrated(page, '/hakkimizda');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await gotoHydrated(page, '/about');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the toggle goes to the twin path, sector slugs included', async ({ page }) => {
    await gotoHydrated(page, '/hakkimizda');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');

    await gotoHydrated(page, '/sectors/filtration-systems');
    await page.getByRole('link', { name: 'Türkçe' }).first().click();
    await expect(page).toHaveURL(/\/sektorler\/filtrasyon-sistemleri$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Filtrasyon Sistemleri');
  });

  test("'/' shows the stored preference, Turkish by default", async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await page.getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Explore Our Sectors' })).toBeVisible();
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Explore Our Sectors' })).toBeVisible();
  });

  test('/en is the English home: English texts and head, its toggle leads to / in Turkish (D14)', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/en')).text();
    expect(html).toContain('<html lang="en"');
    // Attribute case and void-element slashes as the HTML serialiser writes them (the critical-CSS
    // step re-serialises every page).
    expect(html).toMatch(
      /<link rel="canonical" href="https:\/\/www\.kuzeyhankimya\.example\.com\/en"\/?>/,
    );
    expect(html).toMatch(
      /<link rel="alternate" href="https:\/\/www\.kuzeyhankimya\.example\.com\/" hreflang="x-default"\/?>/i,
    );
    await gotoHydrated(page, '/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Explore Our Sectors' })).toBeVisible();
    const turkish = page.getByRole('link', { name: 'Türkçe' }).first();
    await expect(turkish).toHaveAttribute('href', '/');
    await turkish.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('link', { name: 'Sektörleri Keşfedin' })).toBeVisible();
    // '/' keeps its own behaviour: the stored preference, now Turkish, survives a reload.
    await page.reload();
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('Home and the logo on an English page lead to the English home /en (D14)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    // The logo (the company's name) too: on an English page it means the English home.
    await expect(
      page.getByRole('banner').getByRole('link', { name: /^Kuzeyhan Kimya/ }),
    ).toHaveAttribute('href', '/en');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Explore Our Sectors' })).toBeVisible();
  });
});

test.describe('sectors', () => {
  test('legacy ?category= links redirect to the slug path, replacing history', async ({ page }) => {
    await gotoHydrated(page, '/sectors?category=dentalSupplies');
    await expect(page).toHaveURL(/\/sectors\/dental-supplies$/);
    // about:blank and the page: the redirect replaced its entry instead of adding one.
    expect(await page.evaluate(() => history.length)).toBe(2);
    await gotoHydrated(page, '/sektorler?category=filtration');
    await expect(page).toHaveURL(/\/sektorler\/filtrasyon-sistemleri$/);
  });

  test('an unknown legacy category stays on the list', async ({ page }) => {
    await gotoHydrated(page, '/sectors?category=cable');
    await expect(page).toHaveURL(/\/sectors\?category=cable$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sectors');
  });

  test('selecting, deselecting and searching follow the spec', async ({ page }) => {
    await gotoHydrated(page, '/sectors');
    const tiles = page.getByRole('group', { name: /filter/i });
    await tiles.getByRole('button', { name: /Wire and Nails/ }).click();
    await expect(page).toHaveURL(/\/sectors\/wire-and-nails$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wire and Nails');
    await tiles.getByRole('button', { name: /Wire and Nails/ }).click();
    await expect(page).toHaveURL(/\/sectors$/);
    // The address changes before the page renders: a search typed in between searched the sector
    // page's products, which are no longer every product (D25).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sectors');

    const search = page.getByRole('searchbox', { name: /search/i });
    await search.fill('alginate');
    await expect(page).toHaveURL(/\/sectors\/dental-supplies$/);
    await expect(search).toHaveValue('alginate');
    await expect(page.getByRole('link', { name: /Alginate/ })).toBeVisible();

    await search.fill('zzzz');
    await expect(
      page.getByText('No products found. Please try a different search term.'),
    ).toBeVisible();
    // The field searches what the page shows (D25); the site's search looks through the rest.
    await expect(
      page.getByRole('link', { name: 'Search every product for “zzzz”' }),
    ).toHaveAttribute('href', '/search?q=zzzz');

    await tiles.getByRole('button', { name: /Decoration/ }).click();
    await expect(page).toHaveURL(/\/sectors\/decoration$/);
    await expect(search).toHaveValue('');
  });

  test('a fast typist lands where the last query leads, whatever page the first letters led to', async ({
    page,
  }) => {
    // A page holds its own products only (D25). Key by key with no pause, "tape" once led to
    // Wire and Nails: "t" headed for Filtration Systems, "ta" (over the overview's products) for
    // Dental Supplies, and the later letters were searched over whichever page had come.
    await gotoHydrated(page, '/sectors');
    const search = page.getByRole('searchbox', { name: /search/i });
    await search.pressSequentially('tape', { delay: 15 });
    // No product the overview shows is called "tape": the search ends on the overview, and the
    // site's search is offered for the rest, as "tape" pasted at once does.
    await expect(
      page.getByRole('link', { name: 'Search every product for “tape”' }),
    ).toHaveAttribute('href', '/search?q=tape');
    await expect(page).toHaveURL(/\/sectors$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sectors');
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/sectors$/);
    await expect(search).toHaveValue('tape');

    // "alginate" leads through Filtration Systems ("a": Aluminum Separator) to Dental Supplies.
    await search.fill('');
    await search.pressSequentially('alginate', { delay: 15 });
    await expect(page).toHaveURL(/\/sectors\/dental-supplies$/);
    await expect(page.getByRole('link', { name: /Alginate/ })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/sectors\/dental-supplies$/);
    await expect(search).toHaveValue('alginate');
  });

  test('Turkish search folds case the Turkish way', async ({ page }) => {
    await gotoHydrated(page, '/sektorler');
    await page.getByRole('searchbox').fill('DİŞ');
    await expect(page).toHaveURL(/\/sektorler\/dis-malzemeleri$/);
  });

  test('the product modal: gallery, zoom, Escape and focus return', async ({ page }) => {
    await gotoHydrated(page, '/sectors/filtration-systems');
    const card = page.getByRole('link', { name: /Microglass/ });
    await card.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toContainText('Microglass');
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    const total = Number((await counter.textContent())!.split('/')[1]);
    if (total > 1) {
      await dialog.getByRole('button', { name: 'Previous image' }).click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      await dialog.getByRole('button', { name: 'Next image' }).click();
      await expect(counter).toHaveText(`1 / ${total}`);
    }
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe('about', () => {
  test('/mission aims at its block', async ({ page }) => {
    await gotoHydrated(page, '/mission');
    await expect(page.locator('#mission')).toBeInViewport();
  });

  test('#vision scrolls to the vision block', async ({ page }) => {
    await gotoHydrated(page, '/hakkimizda#vision');
    await expect(page.locator('#vision')).toBeInViewport();
  });
});

test.describe('navigation', () => {
  test('a route change scrolls to the top and focuses the new heading', async ({ page }) => {
    await gotoHydrated(page, '/suppliers');
    await page.mouse.wheel(0, 3000);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveTitle(/Contact/);
  });

  test('the 404 graphic goes home after its animation', async ({ page }) => {
    await gotoHydrated(page, '/nope');
    await page.getByRole('button', { name: /Ana sayfaya dön/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the mobile menu opens, closes on navigation and locks scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The platform shows the menu at once; React's part (the scroll lock) follows in a transition.
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    await expect.poll(overflow).toBe('hidden');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'Our Suppliers' })
      .click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect.poll(overflow).not.toBe('hidden');
  });
});

test.describe('navigation, scrolled', () => {
  test('the mobile menu opened after scrolling hangs under the stuck bar, its button on screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/suppliers');
    await page.evaluate(() => scrollTo({ top: 800, behavior: 'instant' }));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeInViewport();
    const boxes = () =>
      page.evaluate(() => {
        const nav = document.querySelector('header nav')!;
        const bar = nav.closest('header')!.lastElementChild!.getBoundingClientRect().bottom;
        const menu = nav.getBoundingClientRect().top;
        return { scrollY, stuck: bar > 40 && bar < 100, under: Math.abs(menu - bar) <= 1 };
      });
    // The page stays where it was, the bar stays stuck at the top, the menu hangs right under it.
    await expect.poll(boxes).toEqual({ scrollY: 800, stuck: true, under: true });
    await close.click();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeInViewport();
    expect(await page.evaluate(() => scrollY)).toBe(800);
  });
});

test.describe('theme (D12)', () => {
  test('the stored theme applies before any script of the app runs', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await gotoHydrated(page, '/about');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    // Block every script file: only the inline head script can set the class now.
    await page.route('**/*.js', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });

  test('with nothing stored the system preference decides', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await context.close();
  });
});
