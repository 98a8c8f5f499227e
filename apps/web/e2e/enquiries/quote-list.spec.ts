// Issue 36: the quote list's one enquiry (D23) on the real build, through the real EmailJS library
// to the local outbox: products added from a sector's cards and from a product's page, a quantity
// and a unit changed, the page reloaded, then one message that lists every line. And when the mail
// service is down: the failure said, the e-mail fallback carrying every line, the draft kept over a
// reload, and the retry delivering once.
import { company } from '@defne/content';
import { en as siteEn } from '@defne/content/locales/en';
import { tr as siteTr } from '@defne/content/locales/tr';
import { withSiteTexts } from '@defne/site/texts';
import { expect, test, type Page } from '@playwright/test';
import { checkBuildTarget, expectExactlyOne, outbox, runId, TEXTS } from './engine';

const run = runId();
const SHOWN = { tr: withSiteTexts('tr', siteTr), en: withSiteTexts('en', siteEn) };

/** A product's name in the shown texts (a product key is any string: its texts may be missing). */
function nameOf(
  t: { catalog: { products: Record<string, { name: string } | undefined> } },
  key: string,
): string {
  const name = t.catalog.products[key]?.name;
  if (!name) throw new Error(`no texts for product ${key}`);
  return name;
}

const PAGES = {
  tr: {
    list: '/teklif-listesi',
    sector: '/sektorler/filtrasyon-sistemleri',
    product: '/sektorler/tel-ve-civiler/galvanizli-tel',
  },
  en: {
    list: '/quote-list',
    sector: '/sectors/filtration-systems',
    product: '/sectors/wire-and-nails/galvanized-wire',
  },
} as const;

test.beforeAll(async ({ baseURL }) => {
  await checkBuildTarget({ site: baseURL as string });
  await outbox.setFault({ mode: 'off' });
});

test.afterEach(async () => {
  await outbox.setFault({ mode: 'off' });
});

test.beforeEach(async ({ page }) => {
  // In a network namespace with loopback only, Chromium reports navigator.onLine false and the
  // form would (rightly) refuse to send; the outbox is on loopback, so say online.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
  );
});

async function hydrated(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
}

/** Adds Needle Felt from its sector's card and Galvanized Wire from its own page. */
async function addTwo(page: Page, lang: 'tr' | 'en') {
  const t = SHOWN[lang];
  await hydrated(page, PAGES[lang].sector);
  const felt = nameOf(t, 'needleFelt');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: felt }) });
  await card.getByRole('button', { name: t.catalog.quoteList.add }).click();
  await expect(card.getByRole('status')).toContainText(
    t.catalog.quoteList.added.replace('{{product}}', felt),
  );
  await hydrated(page, PAGES[lang].product);
  const wire = nameOf(t, 'galvanizedWire');
  await page.getByRole('button', { name: t.catalog.quoteList.add }).click();
  await expect(page.getByRole('status').filter({ hasText: wire })).toContainText(
    t.catalog.quoteList.added.replace('{{product}}', wire),
  );
  // The header counts both, on every page.
  await expect(
    page.getByRole('link', {
      name: `${t.nav.quoteList} (2 ${lang === 'tr' ? 'ürün' : 'products'})`,
    }),
  ).toBeVisible();
  return { felt, wire };
}

test('tr: every line of the list reaches the outbox in one message', async ({ page, baseURL }) => {
  const t = SHOWN.tr;
  const { felt, wire } = await addTwo(page, 'tr');
  await hydrated(page, PAGES.tr.list);
  const felted = page.getByRole('group', { name: felt });
  await felted.getByRole('spinbutton', { name: t.quote.quantity }).fill('25');
  await felted.getByRole('combobox', { name: t.quote.unit }).selectOption('metre');
  // The list and what was typed survive a reload.
  const tag = `quotelist-${run}-tr`;
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: t.quote.submit }) });
  await form.getByLabel(TEXTS.tr.labels.name).fill(`Şule Öztürk ${tag}`);
  await form.getByLabel(TEXTS.tr.labels.email).fill(`${tag}@example.com.tr`);
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(felted.getByRole('spinbutton', { name: t.quote.quantity })).toHaveValue('25');
  await expect(felted.getByRole('combobox', { name: t.quote.unit })).toHaveValue('metre');
  await expect(form.getByLabel(TEXTS.tr.labels.name)).toHaveValue(`Şule Öztürk ${tag}`);
  await form.getByLabel(t.quote.note).fill('Teslim yeri: Gebze.');
  await form.getByRole('button', { name: t.quote.submit }).click();
  await expect(form.getByRole('status').getByText(t.quote.successTitle)).toBeVisible();

  const record = await expectExactlyOne(tag);
  expect(record.templateId).toBe('contact-form');
  expect(record.params).toMatchObject({
    product: 'needleFelt,galvanizedWire',
    to_email: company.email,
  });
  const message = String(record.params.message);
  const origin = new URL(baseURL as string).origin;
  expect(message).toContain(t.quote.messageIntro);
  expect(message).toMatch(new RegExp(`1\\. ${felt}: 25 metre \\(https?://[^)]+/igneli-kece\\)`));
  expect(message).toMatch(new RegExp(`2\\. ${wire}: 1 kg \\(https?://[^)]+/galvanizli-tel\\)`));
  expect(message).toContain(`${t.quote.noteHeading}\nTeslim yeri: Gebze.`);
  expect(origin).toMatch(/^http/);
  // Sent: the list is empty, the header says so, and the page offers the catalogue again.
  await expect(page.getByRole('link', { name: `${t.nav.quoteList} (0 ürün)` })).toBeVisible();
  await page.reload();
  await expect(page.getByText(t.quote.empty)).toBeVisible();
});

test('en: with the mail service down, the failure is said, the e-mail fallback carries every line, and the retry sends once', async ({
  page,
}) => {
  const t = SHOWN.en;
  const { felt, wire } = await addTwo(page, 'en');
  await hydrated(page, PAGES.en.list);
  await page
    .getByRole('group', { name: wire })
    .getByRole('combobox', { name: t.quote.unit })
    .selectOption('roll');
  const tag = `quotelist-${run}-en`;
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: t.quote.submit }) });
  await form.getByLabel(TEXTS.en.labels.name).fill(`Jane Doe ${tag}`);
  await form.getByLabel(TEXTS.en.labels.email).fill(`${tag}@example.com`);
  await outbox.setFault({ mode: 'status', status: 503 });
  await form.getByRole('button', { name: t.quote.submit }).click();
  await expect(form.getByText(t.forms.failure.provider)).toBeVisible();
  const mailto = form.getByRole('link', { name: t.forms.sendByEmail });
  const href = decodeURIComponent((await mailto.getAttribute('href')) ?? '');
  expect(href).toMatch(
    new RegExp(`^mailto:${company.email.replace('.', '\\.')}\\?subject=${t.quote.mailSubject}`),
  );
  expect(href).toContain(`1. ${felt}: 1 kg (`);
  expect(href).toContain(`2. ${wire}: 1 roll (`);
  expect(await outbox.copies(tag)).toBe(0);

  // The draft and the list are still there after a reload; the service is back: one message.
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(form.getByLabel(TEXTS.en.labels.name)).toHaveValue(`Jane Doe ${tag}`);
  await outbox.setFault({ mode: 'off' });
  await form.getByRole('button', { name: t.quote.submit }).click();
  await expect(form.getByRole('status').getByText(t.quote.successTitle)).toBeVisible();
  const record = await expectExactlyOne(tag);
  expect(String(record.params.message)).toContain(`2. ${wire}: 1 roll (`);
});

test('tr: with no script at all, "Add to quote list" leads to the list, which adds the product (D16)', async ({
  browser,
  page,
  baseURL,
}) => {
  const t = SHOWN.tr;
  const felt = nameOf(t, 'needleFelt');
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${baseURL}${PAGES.tr.sector}`);
  await bare
    .getByRole('listitem')
    .filter({ has: bare.getByRole('link', { name: felt }) })
    .getByRole('button', { name: t.catalog.quoteList.add })
    .click();
  await expect(bare).toHaveURL(/\/teklif-listesi\?urun=needleFelt$/);
  await noScript.close();
  // The same address with script: the product is added, and the address drops it, so a reload
  // does not bring back a line the visitor removed.
  await page.goto(`${baseURL}/teklif-listesi?urun=needleFelt`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByRole('group', { name: felt })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: felt })).toContainText(
    t.catalog.quoteList.added.replace('{{product}}', felt),
  );
  await expect(page).toHaveURL(/\/teklif-listesi$/);
  await page.getByRole('button', { name: `${t.quote.remove}: ${felt}` }).click();
  await expect(page.getByText(t.quote.empty)).toBeVisible();
  await page.reload();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await expect(page.getByText(t.quote.empty)).toBeVisible();
});
