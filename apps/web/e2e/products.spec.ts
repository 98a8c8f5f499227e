// Issue 21 / D17: every product has an address. The modal and the URL agree (open, close, back,
// forward), a product URL loads as its own page, the language toggle leads to its twin, "Request a
// quote" pre-fills the contact form without losing a draft, and sharing works with and without
// the Web Share API, with no third-party request until the visitor taps.
import { productPath, type Lang, type ProductKey } from '@defne/content';
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, hydrated } from './helpers';

const ORIGIN = 'https://www.kuzeyhankimya.example.com';

const cases = {
  en: {
    sector: '/sectors/filtration-systems',
    key: 'microglassMedia',
    name: 'Microglass Filter Media',
    sectorTitle: 'Filtration Systems',
    quote: 'Request a quote',
    share: 'Share',
    copied: 'Link copied to the clipboard.',
    whatsapp: 'Send on WhatsApp (opens in a new tab)',
    close: 'Close',
    contact: '/contact',
    codeLine: 'Product code: microglassMedia',
    twin: { lang: 'tr', name: 'Türkçe', heading: 'Mikroglass Filtre Medyası' },
    labels: { name: 'Full Name', message: 'Message' },
  },
  tr: {
    sector: '/sektorler/filtrasyon-sistemleri',
    key: 'microglassMedia',
    name: 'Mikroglass Filtre Medyası',
    sectorTitle: 'Filtrasyon Sistemleri',
    quote: 'Teklif isteyin',
    share: 'Paylaşın',
    copied: 'Bağlantı panoya kopyalandı.',
    whatsapp: 'WhatsApp ile gönderin (yeni sekmede açılır)',
    close: 'Kapat',
    contact: '/iletisim',
    codeLine: 'Ürün kodu: microglassMedia',
    twin: { lang: 'en', name: 'English', heading: 'Microglass Filter Media' },
    labels: { name: 'Ad Soyad', message: 'Mesaj' },
  },
} as const;

/** Requests to any host but the local site, from now on. */
function thirdParty(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const host = new URL(r.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') seen.push(r.url());
  });
  return seen;
}

for (const lang of ['en', 'tr'] as const) {
  const c = cases[lang];
  const path = productPath(c.key as ProductKey, lang);
  const twinPath = productPath(c.key as ProductKey, c.twin.lang as Lang);

  test.describe(`product URLs (${lang})`, () => {
    test('open from the grid → product URL; Escape → sector URL; back closes, forward reopens', async ({
      page,
    }) => {
      const outside = thirdParty(page);
      await gotoHydrated(page, c.sector);
      const card = page.getByRole('link', { name: new RegExp(c.name) });
      await card.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(dialog.getByRole('heading', { name: c.name })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${c.name} \\| ${c.sectorTitle}`));
      await expect(dialog.getByRole('button', { name: c.close })).toBeFocused();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.sector}$`));
      await expect(card).toBeFocused();

      // Escape went back in history: forward reopens, back closes again.
      await page.goForward();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(dialog.getByRole('heading', { name: c.name })).toBeVisible();
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.sector}$`));

      // Back closes a modal opened from the grid; the close button does too.
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.sector}$`));
      await card.click();
      await dialog.getByRole('button', { name: c.close }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${c.sector}$`));
      expect(outside).toEqual([]);
    });

    test('the gallery wraps and counts n / total in the modal opened at its URL', async ({
      page,
    }) => {
      await gotoHydrated(page, c.sector);
      await page.getByRole('link', { name: new RegExp(c.name) }).click();
      const dialog = page.getByRole('dialog');
      const counter = dialog.getByText(/^\d+ \/ \d+$/);
      await expect(counter).toHaveText(/^1 \/ \d+$/);
      const total = Number((await counter.textContent())!.split('/')[1]);
      expect(total).toBeGreaterThan(1);
      await dialog
        .getByRole('button', { name: lang === 'en' ? 'Previous image' : 'Önceki görsel' })
        .click();
      await expect(counter).toHaveText(`${total} / ${total}`);
      const stage = dialog.getByRole('button', { name: lang === 'en' ? /Zoom/ : /Yakınlaştır/ });
      await stage.click();
      await expect(stage).toHaveAttribute('aria-pressed', 'true');
    });

    test('a direct load shows the product as its own page, with its head', async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
      await expect(page.locator('main img').first()).toBeVisible();
      await expect(page.getByRole('link', { name: c.quote })).toHaveAttribute(
        'href',
        `${c.contact}?${lang === 'tr' ? 'urun' : 'product'}=${c.key}`,
      );
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${ORIGIN}${path}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`^${ORIGIN}/media/products/${c.key}/1\\.webp$`),
      );
      const kinds = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((nodes) =>
          nodes.flatMap((n) =>
            (
              (JSON.parse(n.textContent ?? '{}') as { '@graph'?: { '@type': string }[] })[
                '@graph'
              ] ?? []
            ).map((x) => x['@type']),
          ),
        );
      expect(kinds).toEqual(expect.arrayContaining(['Product', 'BreadcrumbList']));
      // The sector link leads back to the grid.
      await page.getByRole('link', { name: c.sectorTitle, exact: true }).last().click();
      await expect(page).toHaveURL(new RegExp(`${c.sector}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.sectorTitle);
      // The grid's code, which the product page did not load, came with the navigation: its
      // cards open a product over it.
      await page.locator('main a[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    test('the modal links to the product page, whose details are there without any script', async ({
      page,
      browser,
    }) => {
      const texts = {
        en: {
          pageLink: 'Everything on the product page',
          caption: 'Technical properties',
          row: ['Filter class', 'HEPA, EPA'],
          applications: 'Applications',
          related: 'Related products',
        },
        tr: {
          pageLink: 'Ürün sayfasında tüm bilgiler',
          caption: 'Teknik özellikler',
          row: ['Filtre sınıfı', 'HEPA, EPA'],
          applications: 'Kullanım alanları',
          related: 'İlgili ürünler',
        },
      }[lang];
      await gotoHydrated(page, c.sector);
      await page.getByRole('link', { name: new RegExp(c.name) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The modal keeps its content; its link loads the product's own page.
      await dialog.getByRole('link', { name: texts.pageLink }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.name);
      await expect(page.getByRole('table', { name: texts.caption })).toBeVisible();
      await hydrated(page);

      // The same page with scripts off: every detail is in the HTML.
      const context = await browser.newContext({ javaScriptEnabled: false });
      const bare = await context.newPage();
      await bare.goto(path);
      const table = bare.getByRole('table', { name: texts.caption });
      await expect(table).toBeVisible();
      await expect(table.getByRole('row', { name: texts.row.join(' ') })).toBeVisible();
      await expect(bare.getByRole('heading', { name: texts.applications })).toBeVisible();
      const related = bare.locator('#product-related ~ ul').getByRole('link');
      expect(await related.count()).toBeGreaterThan(3);
      await related.first().click();
      await expect(bare).not.toHaveURL(new RegExp(`${path}$`));
      await expect(bare.getByRole('heading', { level: 1 })).toBeVisible();
      await context.close();
    });

    test('the language toggle on a product URL leads to its twin', async ({ page }) => {
      await gotoHydrated(page, path);
      await page
        .getByRole('link', { name: new RegExp(c.twin.name) })
        .first()
        .click();
      await expect(page).toHaveURL(new RegExp(`${twinPath}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.twin.heading);
      await expect(page.locator('html')).toHaveAttribute('lang', c.twin.lang);
      // From the modal over the grid too.
      await gotoHydrated(page, c.sector);
      await page.getByRole('link', { name: new RegExp(c.name) }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(
        page
          .locator('header')
          .getByRole('link', { name: new RegExp(c.twin.name) })
          .first(),
      ).toHaveAttribute('href', twinPath);
    });

    test('Request a quote pre-fills the contact form and keeps the draft', async ({ page }) => {
      // A draft the visitor left on the contact page.
      await gotoHydrated(page, c.contact);
      const form = page.locator('form').filter({ has: page.locator('[name="message"]') });
      await form.scrollIntoViewIfNeeded();
      const name = form.getByLabel(c.labels.name);
      await expect
        .poll(() => form.evaluate((n) => Object.keys(n).some((k) => k.startsWith('__reactProps'))))
        .toBe(true);
      await name.fill('Ayşe Yılmaz');
      await form.getByLabel(c.labels.message).fill('İlk notum: teslim süresi?');
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('defne:enquiry-draft:contact')))
        .toContain('İlk notum');

      await gotoHydrated(page, c.sector);
      await page.getByRole('link', { name: new RegExp(c.name) }).click();
      await page.getByRole('dialog').getByRole('link', { name: c.quote }).click();
      await expect(page).toHaveURL(new RegExp(`${c.contact}\\?`));
      const message = form.getByLabel(c.labels.message);
      await expect(message).toHaveValue(/^İlk notum: teslim süresi\?\n\n/);
      await expect(message).toHaveValue(new RegExp(c.name));
      await expect(message).toHaveValue(new RegExp(c.sectorTitle));
      await expect(message).toHaveValue(new RegExp(c.codeLine));
      await expect(message).toHaveValue(new RegExp(`${ORIGIN}${path}`));
      await expect(name).toHaveValue('Ayşe Yılmaz');

      // A reload, or asking again, does not add the product twice.
      await page.reload();
      await hydrated(page);
      await form.scrollIntoViewIfNeeded();
      await expect(message).toHaveValue(new RegExp(c.codeLine));
      const text = await message.inputValue();
      expect(text.split(c.codeLine)).toHaveLength(2);
      await expect(name).toHaveValue('Ayşe Yılmaz');
    });

    test('a quote link followed before any script runs still pre-fills the message', async ({
      page,
    }) => {
      await page.goto(`${c.contact}?${lang === 'tr' ? 'urun' : 'product'}=${c.key}`);
      await hydrated(page);
      const message = page.locator('form [name="message"]');
      await expect(message).toHaveValue(new RegExp(c.codeLine));
    });

    test('Share without the Web Share API copies the link and says so', async ({ browser }) => {
      const context = await browser.newContext({
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      const outside = thirdParty(page);
      await gotoHydrated(page, path);
      const actions = page.getByRole('group', {
        name: lang === 'en' ? 'Product actions' : 'Ürün işlemleri',
      });
      const whatsapp = actions.getByRole('link', { name: c.whatsapp });
      await expect(whatsapp).toHaveAttribute(
        'href',
        new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(`${ORIGIN}${path}`)}`),
      );
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await actions.getByRole('button', { name: c.share }).click();
      // The group's own live region, after "Add to quote list"'s (which says nothing here).
      await expect(actions.getByRole('status').last()).toHaveText(c.copied);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${ORIGIN}${path}`);
      // Same in the modal over the grid.
      await gotoHydrated(page, c.sector);
      await page.getByRole('link', { name: new RegExp(c.name) }).click();
      const inModal = page.getByRole('dialog').getByRole('group');
      await inModal.getByRole('button', { name: c.share }).click();
      await expect(inModal.getByRole('status').last()).toHaveText(c.copied);
      expect(outside).toEqual([]);
      await context.close();
    });

    test('Share with the Web Share API hands the URL to the share sheet', async ({ page }) => {
      await page.addInitScript(() => {
        const calls: unknown[] = [];
        (window as unknown as { __shared: unknown[] }).__shared = calls;
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: unknown) => {
            calls.push(data);
            return Promise.resolve();
          },
        });
      });
      await gotoHydrated(page, path);
      await page.getByRole('button', { name: c.share }).click();
      await expect
        .poll(() =>
          page.evaluate(() => (window as unknown as { __shared: { url: string }[] }).__shared),
        )
        .toEqual([expect.objectContaining({ url: `${ORIGIN}${path}`, title: c.name })]);
      await expect(page.locator('main [role="status"]').last()).toHaveText('');
    });
  });
}

test('a product opens over the grid after its code failed to download at the first hover', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, cases.en.sector);
  // Offline while the pointer first enters the grid: the modal's and the actions' code fail.
  let offline = true;
  const failed: string[] = [];
  await page.route(/\/assets\/(ProductModal|ProductPage)-[\w-]+\.js$/, (route) => {
    if (!offline) return route.continue();
    failed.push(route.request().url());
    return route.abort('internetdisconnected');
  });
  const card = page.locator('main a[aria-haspopup="dialog"]').first();
  await card.hover();
  await expect.poll(() => failed.length).toBeGreaterThan(0);
  // Back online: the opening downloads the code again, and the product shows over the grid.
  offline = false;
  await card.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: cases.en.name })).toBeVisible();
  expect(errors).toEqual([]);
});
