// Issue 36 part 4 / D23: the product search finds a product by any word of its data (name,
// description, properties, applications, sector, supplier) with Turkish case and letter folding,
// from the header of every page, as a GET form that works before the script, and its index loads
// only when the visitor searches.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated, hydrated } from './helpers';

const tr = {
  path: '/arama',
  button: 'Ürün ara',
  field: 'Aranacak sözcükler',
  results: 'Arama sonuçları',
};
const en = {
  path: '/search',
  button: 'Search products',
  field: 'Words to search for',
  results: 'Search results',
};

/** The result list's titles, in order, once the list shows (the index loads on first use). */
async function titles(page: Page, list: string) {
  const results = page.getByRole('list', { name: list });
  await expect(results).toBeVisible();
  return results.getByRole('heading').allInnerTexts();
}

/** The requests for the search's script or index (Pagefind's) from now on. */
function indexRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (/\/pagefind-/.test(r.url())) seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

test.describe('product search', () => {
  test('the four example queries find their products in Turkish, by any word and without Turkish letters', async ({
    page,
  }) => {
    await gotoHydrated(page, tr.path);
    const field = page.getByRole('searchbox', { name: tr.field });
    const status = page.getByRole('status').filter({ hasText: /./ });
    for (const [query, first] of [
      ['HEPA', 'Mikroglass Filtre Medyası'],
      ['temiz oda', 'Mikroglass Filtre Medyası'],
      ['yapistirici', 'Sıcak Eriyik ve Poliüretan Yapıştırıcılar'],
      ['İNŞAAT', 'Tel Çiviler'],
    ] as const) {
      await field.fill(query);
      // The count of this query (it names the query), so the list below is this query's too.
      await expect(status).toHaveText(new RegExp(`^“${query}” için \\d+ ürün bulundu\\.$`));
      const found = await titles(page, tr.results);
      expect(found[0], query).toBe(first);
      // The address follows the query: reload or share it and the same results show.
      expect(new URL(page.url()).searchParams.get('q')).toBe(query);
    }
    // "İNŞAAT" finds the one product whose data says "İnşaat" (the coil nails' says "ahşap yapı").
    await field.fill('İNŞAAT');
    await expect(status).toHaveText('“İNŞAAT” için 1 ürün bulundu.');
    expect(await titles(page, tr.results)).toEqual(['Tel Çiviler']);
  });

  test('English finds by application and property: "clean room", "hepa"', async ({ page }) => {
    await gotoHydrated(page, en.path);
    const field = page.getByRole('searchbox', { name: en.field });
    await field.fill('clean room');
    await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(
      '1 product matches “clean room”.',
    );
    expect(await titles(page, en.results)).toEqual(['Microglass Filter Media']);
    await field.fill('hepa');
    await expect(page.getByRole('status').filter({ hasText: /products match/ })).toBeVisible();
    expect((await titles(page, en.results))[0]).toBe('Microglass Filter Media');
  });

  test('no result says so and offers the sectors and the contact page', async ({ page }) => {
    await gotoHydrated(page, tr.path);
    await page.getByRole('searchbox', { name: tr.field }).fill('zzqx');
    await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(
      '“zzqx” için ürün bulunamadı.',
    );
    await expect(page.getByRole('list', { name: tr.results })).toHaveCount(0);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: 'Tüm Sektörler' })).toHaveAttribute(
      'href',
      '/sektorler',
    );
    await expect(main.getByRole('link', { name: 'Bize yazın' })).toHaveAttribute(
      'href',
      '/iletisim',
    );
  });

  test('the index loads only when the visitor searches, once, in the page’s language', async ({
    page,
  }) => {
    const requests = indexRequests(page);
    // A product page, then the search page: neither loads an index by itself (the search page
    // puts the caret in its field, which is no search yet).
    await gotoHydrated(page, '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi');
    await gotoHydrated(page, tr.path);
    await expect(page.getByRole('searchbox', { name: tr.field })).toBeFocused();
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    await page.keyboard.type('hepa');
    await expect(page.getByRole('list', { name: tr.results })).toBeVisible();
    await page.keyboard.type(' filtre');
    await expect(page.getByRole('status').filter({ hasText: /./ })).toHaveText(/ürün bulundu/);
    // Pagefind's script, its WebAssembly, the index's chunks and the results' details: all of
    // the Turkish index's folder, each file once, from the site itself.
    expect(requests.length).toBeGreaterThan(4);
    for (const path of requests) expect(path).toMatch(/^\/assets\/pagefind-tr-\w+\//);
    expect(new Set(requests).size).toBe(requests.length);
    expect(requests).toContainEqual(expect.stringMatching(/\/pagefind\.js$/));
    expect(requests).toContainEqual(expect.stringMatching(/\.pf_index$/));
  });

  test('a GET form: /arama?q=hepa shows the results once the index has loaded', async ({
    page,
  }) => {
    await gotoHydrated(page, `${tr.path}?q=hepa`);
    await expect(page.getByRole('searchbox', { name: tr.field })).toHaveValue('hepa');
    expect((await titles(page, tr.results))[0]).toBe('Mikroglass Filtre Medyası');
    // The canonical address is the page's, without the query.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://www.kuzeyhankimya.example.com/arama',
    );
  });

  test('sent before the script runs, the form leads to the same results', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(tr.path);
    await page.getByRole('searchbox', { name: tr.field }).fill('temiz oda');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page).toHaveURL(/\/arama\?q=temiz\+oda$/);
    await context.close();
    // The same address with the script: the results.
    const live = await browser.newPage();
    await gotoHydrated(live, '/arama?q=temiz+oda');
    expect(await titles(live, tr.results)).toEqual(['Mikroglass Filtre Medyası']);
    await live.close();
  });

  test('the header offers the search on every page, at phone width too; a result opens the product page', async ({
    page,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/tedarikcilerimiz');
      const button = page.locator('header').getByRole('link', { name: tr.button });
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('href', tr.path);
      await gotoHydrated(page, '/contact');
      await expect(page.locator('header').getByRole('link', { name: en.button })).toHaveAttribute(
        'href',
        en.path,
      );
    }
    await gotoHydrated(page, '/kvkk');
    await page.locator('header').getByRole('link', { name: tr.button }).click();
    await expect(page).toHaveURL(/\/arama$/);
    // The caret waits in the field: type at once.
    const field = page.getByRole('searchbox', { name: tr.field });
    await expect(field).toBeFocused();
    await page.keyboard.type('yapistirici');
    await expect(page.getByRole('list', { name: tr.results })).toBeVisible();
    // The arrow key leads from the field to the first result; Enter opens its page.
    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('list', { name: tr.results }).getByRole('link').first();
    await expect(first).toBeFocused();
    await expect(first).toHaveText('Sıcak Eriyik ve Poliüretan Yapıştırıcılar');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      /\/sektorler\/filtrasyon-sistemleri\/sicak-eriyik-ve-poliuretan-yapistiricilar$/,
    );
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sıcak Eriyik ve Poliüretan Yapıştırıcılar',
    );
  });

  test('the sector search keeps its rules: names and sector titles only', async ({ page }) => {
    await gotoHydrated(page, '/sektorler');
    const box = page.locator('main').getByRole('searchbox');
    // "temiz oda" is in a description, not a name or a sector title: the sector search finds nothing.
    await box.fill('temiz oda');
    await expect(page.locator('main')).toContainText('Ürün bulunamadı');
  });
});
