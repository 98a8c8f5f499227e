// The JavaScript waits for the painted page (@defne/site build-steps/boot-after-load.mjs): nothing is requested
// before the load event unless the visitor acts first, and text typed before hydration is kept.
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './helpers';

/** Holds every response whose URL matches until `ms` have passed. */
async function slowDown(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

for (const path of ['/', '/about', '/sektorler/filtrasyon-sistemleri', '/iletisim']) {
  test(`${path}: no script is requested before the load event and the first paint, then the page hydrates`, async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => new URL(e.name).pathname.endsWith('.js'))
        .map((e) => e.startTime);
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      return { load: nav.loadEventStart, fcp, scripts };
    });
    expect(timing.scripts.length).toBeGreaterThan(5);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.load);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.fcp);
  });
}

test('a first interaction starts the JavaScript before the load event', async ({ page }) => {
  // The hero picture holds the load event back for 20 s.
  await slowDown(page, '**/media/hero*', 20_000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
  await page.locator('#contact-form').getByLabel('Ad Soyad / Firma').focus();
  await hydrated(page);
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test('without load or interaction the JavaScript starts after the time limit', async ({ page }) => {
  await slowDown(page, '**/media/hero*', 20_000);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 8_000 });
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
});

test('text typed before hydration is kept, saved as a draft and restored after a reload', async ({
  page,
}) => {
  await slowDown(page, '**/media/hero*', 20_000);
  // The scripts arrive well after the visitor started typing.
  await slowDown(page, '**/assets/*.js', 1_500);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  const form = page.locator('#contact-form');
  const name = form.getByLabel('Ad Soyad / Firma');
  const message = form.getByLabel('Mesajınız');
  await name.pressSequentially('Şükrü Çağlayan / Öz İnşaat');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
    false,
  );
  await message.fill('Galvanizli tel için fiyat rica ediyoruz.');
  await hydrated(page);
  await message.pressSequentially(' Teşekkürler.');
  await expect(name).toHaveValue('Şükrü Çağlayan / Öz İnşaat');
  await expect(message).toHaveValue('Galvanizli tel için fiyat rica ediyoruz. Teşekkürler.');

  // Once the form's lazily loaded section has hydrated, the draft holds all of it.
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('defne:enquiry-draft:short') ?? ''), {
      timeout: 15_000,
    })
    .toContain('Galvanizli tel için fiyat rica ediyoruz. Teşekkürler.');
  expect(
    await page.evaluate(() => sessionStorage.getItem('defne:enquiry-draft:short') ?? ''),
  ).toContain('Şükrü Çağlayan / Öz İnşaat');

  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.reload();
  await hydrated(page);
  await expect(name).toHaveValue('Şükrü Çağlayan / Öz İnşaat');
  await expect(message).toHaveValue('Galvanizli tel için fiyat rica ediyoruz. Teşekkürler.');
});

test.describe('the enquiry forms load their code when needed', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/', '/iletisim']) {
    test(`${path} on a phone: the form's code waits until the visitor scrolls near it`, async ({
      page,
    }) => {
      const loaded: string[] = [];
      const texts: string[] = [];
      page.on('request', (r) => {
        if (/\/assets\/EnquiryForms-/.test(r.url())) loaded.push(r.url());
        if (/\/assets\/form-texts-tr-/.test(r.url())) texts.push(r.url());
      });
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(loaded).toEqual([]);
      // The form's texts (labels, validation and failure messages) travel with its code, not in
      // the page's router data.
      // The router data travels as data blocks the boot code streams to React Router.
      const routerData = await page.evaluate(() =>
        [...document.querySelectorAll('script[data-router-stream]')]
          .map((script) => script.textContent)
          .join(''),
      );
      expect(routerData).toContain('loaderData');
      expect(routerData).not.toContain('forms');
      expect(texts).toEqual([]);
      const slot = page.locator('[data-enquiry]');
      await expect(slot.getByRole('button', { name: /Gönder/ })).toBeDisabled();
      await slot.scrollIntoViewIfNeeded();
      await expect(slot.getByRole('button', { name: /Gönder/ })).toBeEnabled();
      expect(loaded).toHaveLength(1);
      expect(texts).toHaveLength(1);
      // Hydrated with those texts: an empty send says what is missing, in Turkish.
      await slot.getByRole('button', { name: /Gönder/ }).click();
      await expect(slot.getByText('E-posta adresi zorunludur', { exact: true })).toBeVisible();
    });
  }
  test('a returning visitor’s page in its own language keeps the form’s server HTML while it hydrates', async ({
    page,
  }) => {
    // Reading /en stores English as the preference. On the next visits, an English page needs no
    // other texts: fetching them would remake i18next and React would drop the form's HTML.
    await page.goto('/en');
    await hydrated(page);
    const fetchedTexts: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/(en|tr)-[\w-]+\.js$/.test(r.url())) fetchedTexts.push(r.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const slot = document.querySelector('[data-enquiry]');
        if (!slot) return;
        new MutationObserver(() => {
          if (slot.childElementCount === 0) document.documentElement.dataset.formEmptied = '';
        }).observe(slot, { childList: true, subtree: true });
      });
    });
    for (const path of ['/en', '/contact']) {
      await page.goto(path);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      const slot = page.locator('[data-enquiry]');
      await expect(slot.getByRole('button', { name: /Send/ })).toBeVisible();
      expect(await page.locator('html[data-form-emptied]').count(), path).toBe(0);
    }
    expect(fetchedTexts).toEqual([]);
  });
});

test('without JavaScript the form cannot be submitted natively (nothing goes into the URL)', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/iletisim');
  await page.getByLabel('Ad Soyad').fill('Ayşe Yılmaz');
  await page.getByLabel('E-posta Adresi').fill('ayse@example.com');
  await page.getByLabel('Mesajınız').fill('Gizli fiyat talebi');
  await page.getByLabel('Mesajınız').press('Control+Enter');
  await page.getByLabel('E-posta Adresi').press('Enter');
  await page.waitForTimeout(500);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('button', { name: 'Mesaj Gönder' })).toBeDisabled();
  await expect(page.getByLabel('Mesajınız')).toHaveValue('Gizli fiyat talebi');
});
