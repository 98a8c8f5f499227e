import { expect, test, type Page } from '@playwright/test';
import { routes } from '../content';
import { gotoHydrated } from '@defne/site/testing';

/**
 * Chooses a language in the header's switch. With three languages the switch is a menu (a
 * disclosure): its button is opened first, then the language's link followed.
 */
async function chooseLanguage(page: Page, name: string) {
  const menu = page.locator('header details:has(a[hreflang]):visible').first();
  await expect(menu).toHaveCount(1);
  await menu.locator('summary').click();
  await menu.getByRole('link', { name, exact: true }).click();
}

test.describe('prerendered pages', () => {
  test('every path of every language is complete HTML in its language, with its head', async ({
    request,
  }) => {
    for (const path of routes.prerenderPaths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      // `/` is prerendered in the site's default language, English.
      expect(html, path).toContain(`<html lang="${routes.langOfPath(path) ?? 'en'}"`);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+/);
      expect(html, path).toMatch(
        /<title>[^<]*Defne Ambalaj<\/title>|<title>Defne Ambalaj[^<]*<\/title>/,
      );
      expect(html, path).toContain('application/ld+json');
      expect(html, path).toContain(
        `<link rel="canonical" href="https://www.defneambalaj.example.com${path === '/' ? '/' : path}"`,
      );
      expect(html.toLowerCase(), path).toContain('hreflang="x-default"');
      expect(html, path).not.toContain('$RC('); // onAllReady: no Suspense reveal script
    }
  });

  test('an unknown path answers 404 with the noindex 404 page, in English outside /tr and /de', async ({
    request,
    page,
  }) => {
    for (const [path, title] of [
      ['/no-such-page', '404 - Page Not Found'],
      ['/tr/boyle-bir-sayfa-yok', '404 - Sayfa Bulunamadı'],
      ['/de/diese-seite-gibt-es-nicht', '404 – Seite nicht gefunden'],
    ]) {
      const response = await request.get(path!);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain(title!);
      expect(html, path).toContain('noindex');
      await gotoHydrated(page, path!);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title!);
    }
  });

  test('hreflang pairs the English `/` (x-default) with the Turkish `/tr` and German `/de` homes', async ({
    request,
  }) => {
    const origin = 'https://www.defneambalaj.example.com';
    for (const path of ['/', '/tr', '/de']) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="alternate" href="${origin}/" hreflang="en">`);
      expect(html, path).toContain(`<link rel="alternate" href="${origin}/tr" hreflang="tr">`);
      expect(html, path).toContain(`<link rel="alternate" href="${origin}/de" hreflang="de">`);
      expect(html, path).toContain(`<link rel="alternate" href="${origin}/" hreflang="x-default">`);
    }
    expect(await (await request.get('/tr')).text()).toContain('<html lang="tr"');
    const german = await (await request.get('/de/produkte/etiketten')).text();
    expect(german).toContain('<html lang="de"');
    expect(german).toContain('<meta property="og:locale" content="de_DE"');
    expect(german).toContain(
      `<link rel="alternate" href="${origin}/urunler/etiketler" hreflang="tr">`,
    );
    expect(german).toContain(
      `<link rel="alternate" href="${origin}/products/labels" hreflang="en">`,
    );
  });

  test('sitemap.xml and robots.txt list the site’s own paths', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(routes.prerenderPaths.length);
    expect(sitemap).toContain(
      '<loc>https://www.defneambalaj.example.com/urunler/strec-filmler</loc>',
    );
    expect(sitemap).toContain(
      '<loc>https://www.defneambalaj.example.com/de/produkte/stretchfolien</loc>',
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Sitemap: https://www.defneambalaj.example.com/sitemap.xml');
  });
});

test.describe('header', () => {
  test('navigation links go to their pages and mark the current one', async ({ page }) => {
    await gotoHydrated(page, '/tr');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakkımızda');
    await expect(nav.getByRole('link', { name: 'Hakkımızda' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'İletişim' }).click();
    await expect(page).toHaveURL(/\/iletisim$/);
    await expect(page).toHaveTitle('İletişim | Defne Ambalaj');
  });

  test('the products dropdown lists the three groups and opens one', async ({ page }) => {
    await gotoHydrated(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    const toggle = nav.getByRole('button', { name: 'Products submenu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const items = nav.getByRole('link', { name: /Corrugated Boxes|Stretch Films|Labels/ });
    await expect(items).toHaveText(['Corrugated Boxes', 'Stretch Films', 'Labels']);
    // Near the window's right edge the list opens leftwards: it never runs past the edge.
    const listRight = await items
      .last()
      .evaluate((link) => link.closest('ul')!.getBoundingClientRect().right);
    expect(listRight).toBeLessThanOrEqual(page.viewportSize()!.width);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await nav.getByRole('link', { name: 'Stretch Films' }).click();
    await expect(page).toHaveURL(/\/products\/stretch-films$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stretch Films');
  });

  test('the language menu goes to the twin path', async ({ page }) => {
    await gotoHydrated(page, '/urunler/etiketler');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    const steps = [
      { link: 'English', url: /\/products\/labels$/, lang: 'en', heading: 'Labels' },
      { link: 'Deutsch', url: /\/de\/produkte\/etiketten$/, lang: 'de', heading: 'Etiketten' },
      { link: 'Türkçe', url: /\/urunler\/etiketler$/, lang: 'tr', heading: 'Etiketler' },
    ];
    for (const step of steps) {
      await chooseLanguage(page, step.link);
      await expect(page).toHaveURL(step.url);
      await expect(page.locator('html')).toHaveAttribute('lang', step.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.heading);
    }

    await gotoHydrated(page, '/contact');
    await chooseLanguage(page, 'Deutsch');
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await chooseLanguage(page, 'Türkçe');
    await expect(page).toHaveURL(/\/iletisim$/);
  });

  test('a language menu opened while the next page loads stays open when it arrives', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    // The next page's data takes a moment, as on a phone: the visitor opens the menu again meanwhile.
    await page.route('**/*.data*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await chooseLanguage(page, 'Deutsch');
    const menu = page.locator('header details:has(a[hreflang]):visible').first();
    await menu.locator('summary').click();
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Past the route change's focus move (10 ms): the menu the visitor opened is still open.
    await page.waitForTimeout(200);
    await expect(menu).toHaveJSProperty('open', true);
    await menu.getByRole('link', { name: 'Türkçe', exact: true }).click();
    await expect(page).toHaveURL(/\/iletisim$/);
  });

  test("'/' opens in English, switches language in place and remembers it", async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packaging That Carries Your Goods Safely',
    );
    await chooseLanguage(page, 'Türkçe');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ürününüzü Güvenle Taşıyan Ambalaj',
    );
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ürününüzü Güvenle Taşıyan Ambalaj',
    );
  });

  test("the Turkish home '/tr' is Turkish, and its toggle leads to '/'", async ({ page }) => {
    await gotoHydrated(page, '/tr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Ürününüzü Güvenle Taşıyan Ambalaj',
    );
    await expect(page.getByRole('link', { name: /Defne Ambalaj/ }).first()).toHaveAttribute(
      'href',
      '/tr',
    );
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Packaging That Carries Your Goods Safely',
    );
  });

  test("the German home '/de' is German, its menu leads to German pages", async ({ page }) => {
    await gotoHydrated(page, '/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Verpackung, die Ihre Ware sicher ans Ziel bringt',
    );
    await expect(page.getByRole('link', { name: /Defne Ambalaj/ }).first()).toHaveAttribute(
      'href',
      '/de',
    );
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.getByRole('link', { name: 'Über uns' }).click();
    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Über uns');
    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the theme toggle switches to the sister’s dark colours and persists', async ({ page }) => {
    await gotoHydrated(page, '/hakkimizda');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bg()).toBe('rgb(255, 253, 249)'); // --ui-color-bg #fffdf9
    const toggle = page.getByRole('button', { name: 'Koyu tema' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await bg()).toBe('rgb(23, 18, 13)'); // dark --ui-color-bg #17120d
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('the top bar carries the sister’s contact links', async ({ page }) => {
    await gotoHydrated(page, '/tr');
    const bar = page.getByRole('list', { name: 'Hızlı iletişim' });
    await expect(bar.getByRole('link', { name: 'info@defneambalaj.example.com' })).toHaveAttribute(
      'href',
      'mailto:info@defneambalaj.example.com',
    );
    await expect(bar.getByRole('link', { name: '+90 224 555 07 70' })).toHaveAttribute(
      'href',
      'tel:+902245550770',
    );
    await expect(bar.getByRole('link', { name: "WhatsApp'tan yazın" })).toHaveAttribute(
      'href',
      'https://wa.me/902245550771',
    );
  });
});

test.describe('footer', () => {
  test('company, quick links, product groups, contact and copyright', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Defne Ambalaj');
    await expect(footer).toContainText('Packaging for industry from Bursa since 2014.');
    await expect(footer.getByRole('link', { name: 'Corrugated Boxes' })).toHaveAttribute(
      'href',
      '/products/corrugated-boxes',
    );
    await expect(
      footer.getByRole('link', { name: /Nilüfer OSB, Ihlamur Caddesi No: 27/ }),
    ).toHaveAttribute('href', /google\.com\/maps\/search/);
    await expect(footer.getByRole('link', { name: '+90 224 555 07 70' })).toHaveAttribute(
      'href',
      'tel:+902245550770',
    );
    await expect(footer.getByRole('link', { name: 'info@defneambalaj.example.com' })).toBeVisible();
    await expect(footer).toContainText('© 2026 Defne Ambalaj. All rights reserved.');
    await footer.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('catalogue and modal', () => {
  test('tiles filter the product grid by group, through the group’s own path', async ({ page }) => {
    await gotoHydrated(page, '/urunler');
    // Each card is a link to its product's page, which opens it over the grid once the page runs.
    const cards = page.locator('main a[aria-haspopup="dialog"]');
    await expect(cards).toHaveCount(10);
    const tiles = page.getByRole('group', { name: 'Ürün grubuna göre filtrele' });
    await expect(tiles.getByRole('button')).toHaveCount(3);
    await tiles.getByRole('button', { name: /Streç Filmler/ }).click();
    await expect(page).toHaveURL(/\/urunler\/strec-filmler$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Streç Filmler');
    await expect(cards).toHaveCount(3);
    await tiles.getByRole('button', { name: /Streç Filmler/ }).click();
    await expect(page).toHaveURL(/\/urunler$/);
  });

  test('the product modal: gallery, Escape and focus return', async ({ page }) => {
    await gotoHydrated(page, '/products/corrugated-boxes');
    const card = page.getByRole('link', { name: /Double Wall Box/ });
    await card.click();
    await expect(page).toHaveURL(/\/products\/corrugated-boxes\/double-wall-box$/);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toContainText('Double Wall Box');
    await expect(dialog).toContainText('high stacking strength');
    const image = dialog.locator('img').first();
    await expect(image).toHaveAttribute('src', '/media/products/koli/2.svg');
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveText('1 / 2');
    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(counter).toHaveText('2 / 2');
    // The kit's quote request: the contact form, with this product named in its message.
    await expect(dialog.getByRole('link', { name: 'Request a quote' })).toHaveAttribute(
      'href',
      '/contact?product=doubleWallBox',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });

  test('product pictures load', async ({ page }) => {
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(r.url());
    });
    await gotoHydrated(page, '/urunler');
    await page.mouse.wheel(0, 4000);
    await expect
      .poll(() =>
        page
          .locator('main img')
          .evaluateAll((imgs) =>
            imgs.every(
              (i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
    expect(failed).toEqual([]);
  });
});

test.describe("a product's documents (D23)", () => {
  test('the product page lists its sample PDFs by kind and language, each one downloads a real PDF', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/urunler/strec-filmler/el-strec-filmi');
    await expect(page.getByRole('table', { name: 'Teknik özellikler' })).toBeVisible();
    const links = page.getByRole('link', { name: /bilgi formu \((Türkçe|İngilizce)\)$/ });
    await expect(links).toHaveText([
      'Teknik bilgi formu (Türkçe)',
      'Güvenlik bilgi formu (Türkçe)',
      'Teknik bilgi formu (İngilizce)',
    ]);
    await expect(links.first()).toHaveAccessibleDescription(/^PDF, 1 KB · Revizyon: 1 Eylül 2026$/);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toMatch(/^application\/pdf/);
      const body = await response.body();
      expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
      // Each says on its face that it is a sample, not a real data sheet.
      expect(body.toString('latin1'), href).toContain('SAMPLE \x97 not a real data sheet');
    }
    // A click downloads the file rather than leaving the page.
    const download = page.waitForEvent('download');
    await links.first().click();
    expect((await download).suggestedFilename()).toBe('tds-tr.pdf');

    // The English page lists its English document first, and its JSON-LD names every one.
    await gotoHydrated(page, '/products/stretch-films/hand-stretch-film');
    await expect(
      page.getByRole('link', { name: /data sheet \((Turkish|English)\)$/ }).first(),
    ).toHaveText('Technical data sheet (English)');
    const subjectOf = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) =>
        nodes.flatMap((n) =>
          (
            (JSON.parse(n.textContent ?? '{}') as { '@graph'?: Record<string, unknown>[] })[
              '@graph'
            ] ?? []
          ).flatMap((x) => (x['@type'] === 'Product' ? [x.subjectOf] : [])),
        ),
      );
    expect(subjectOf[0]).toEqual([
      expect.objectContaining({
        '@type': 'DigitalDocument',
        name: 'Technical data sheet (TR)',
        url: 'https://www.defneambalaj.example.com/media/products/handStretchFilm/tds-tr.pdf',
        encodingFormat: 'application/pdf',
        inLanguage: 'tr',
        dateModified: '2026-09-01',
      }),
      expect.objectContaining({ name: 'Technical data sheet (EN)', inLanguage: 'en' }),
      expect.objectContaining({ name: 'Safety data sheet (TR)', inLanguage: 'tr' }),
      expect.objectContaining({ name: 'Technical data sheet (DE)', inLanguage: 'de' }),
    ]);
  });

  test('the German product page lists its German sample sheet first, which says it is a sample', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/de/produkte/stretchfolien/handstretchfolie');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Handstretchfolie');
    await expect(page.getByRole('table', { name: 'Technische Eigenschaften' })).toBeVisible();
    const links = page.getByRole('link', { name: /datenblatt \((Deutsch|Türkisch|Englisch)\)$/i });
    await expect(links).toHaveText([
      'Technisches Datenblatt (Deutsch)',
      'Technisches Datenblatt (Türkisch)',
      'Technisches Datenblatt (Englisch)',
      'Sicherheitsdatenblatt (Türkisch)',
    ]);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toBe('/media/products/handStretchFilm/tds-de.pdf');
    const body = (await (await request.get(href)).body()).toString('latin1');
    expect(body).toContain('MUSTER / SAMPLE \x97 kein echtes Datenblatt');
  });
});

test.describe('the product search (the kit’s `search` page)', () => {
  test('the header leads to it; a word of a description finds its product, which opens', async ({
    page,
  }) => {
    await gotoHydrated(page, '/about');
    await page.locator('header').getByRole('link', { name: 'Search products' }).click();
    await expect(page).toHaveURL(/\/search$/);
    const field = page.getByRole('searchbox', { name: 'Words to search for' });
    await expect(field).toBeFocused();
    // "logistics" is only in the thermal labels' description, not in a name.
    await page.keyboard.type('logistics');
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('link')).toHaveText(['Thermal Labels']);
    await results.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thermal Labels');
  });
});
