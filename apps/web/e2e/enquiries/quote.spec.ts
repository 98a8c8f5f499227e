// Issue 21: a quote request carries its product to the outbox (and so to EmailJS): the product's
// key in the template params and in the message, and `to_email` set to the company's enquiry
// address from @defne/content (the build here configures no other).
import { company } from '@defne/content';
import { expect, test } from '@playwright/test';
import {
  checkBuildTarget,
  expectExactlyOne,
  outbox,
  readyForm,
  runId,
  TEXTS,
  FORMS,
} from './engine';

const run = runId();

test.beforeAll(async ({ baseURL }) => {
  await checkBuildTarget({ site: baseURL as string });
  await outbox.setFault({ mode: 'off' });
});

const cases = [
  {
    form: FORMS['contact-en'],
    query: '?product=filterPaper',
    key: 'filterPaper',
    name: 'Filter Paper',
    line: 'Product code: filterPaper',
  },
  {
    form: FORMS['contact-tr'],
    query: '?urun=needleFelt',
    key: 'needleFelt',
    name: 'İğneli Keçe',
    line: 'Ürün kodu: needleFelt',
  },
] as const;

for (const { form, query, key, name, line } of cases) {
  test(`${form.lang}: the product key and the company's address reach the outbox`, async ({
    page,
    baseURL,
  }) => {
    // In a network namespace with loopback only, Chromium reports navigator.onLine false and the
    // form would (rightly) refuse to send; the outbox is on loopback, so say online.
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'onLine', { configurable: true, get: () => true }),
    );
    await page.goto(`${baseURL}${form.path}${query}`);
    const el = await readyForm(page, form);
    const labels = TEXTS[form.lang].labels;
    const message = el.getByLabel(labels.message);
    await expect(message).toHaveValue(new RegExp(line));
    // The product's name, which comes with the form's texts, not in the page's data.
    await expect(message).toHaveValue(new RegExp(name));
    const tag = `quote-${run}-${form.lang}`;
    await el.getByLabel(labels.name).fill(`Şule Öztürk ${tag}`);
    await el.getByLabel(labels.email).fill(`${tag}@example.com.tr`);
    await el.getByRole('button', { name: TEXTS[form.lang].submit }).click();
    await expect(el.getByRole('status').getByText(TEXTS[form.lang].success)).toBeVisible();
    const record = await expectExactlyOne(tag);
    expect(record.params).toMatchObject({ product: key, to_email: company.email });
    expect(String(record.params.message)).toContain(line);
  });
}
