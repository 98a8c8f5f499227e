// Issue 9 point 4: both forms still send under the served CSP (nginx and pnpm start). The build
// posts to the local outbox on 127.0.0.1:4174, which serve:nginx and pnpm start run beside the
// site; its admin endpoint lists what arrived.
import { expect, test, type Page } from '@playwright/test';
import { expectClean, watchPage } from './browser';

const OUTBOX = `http://127.0.0.1:${process.env.OUTBOX_PORT ?? 4174}`;

async function arrived(page: Page, marker: string): Promise<number> {
  const response = await page.request.get(`${OUTBOX}/__outbox/messages`);
  const records = JSON.stringify(await response.json());
  return records.split(marker).length - 1;
}

test('the contact form sends to the configured EmailJS origin without a CSP violation', async ({
  page,
}, info) => {
  const watch = await watchPage(page);
  const marker = `serving-contact-${info.project.name}-${Date.now()}`;
  await page.goto('/contact');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.getByLabel('Full Name').fill('Ayşe Yılmaz');
  await page.getByLabel('Email Address').fill('ayse@example.com');
  await page.getByLabel('Your Message').fill(`Filtre kâğıdı fiyatı (${marker})`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Message Sent Successfully!')).toBeVisible();
  await expect.poll(() => arrived(page, marker)).toBe(1);
  await expectClean(page, watch, 'contact form');
});

test('the home short form sends to the configured EmailJS origin without a CSP violation', async ({
  page,
}, info) => {
  const watch = await watchPage(page);
  const marker = `serving-short-${info.project.name}-${Date.now()}`;
  await page.goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  const form = page.locator('#contact-form');
  await form.getByLabel('Ad Soyad / Firma').fill('Mehmet Öztürk');
  await form.getByLabel('E-posta Adresi').fill('mehmet@example.com');
  await form.getByLabel('Mesajınız').fill(`Zımba teli talebi (${marker})`);
  await form.getByRole('button', { name: 'Mesaj Gönder' }).click();
  await expect(form.getByText('Mesajınız Başarıyla Gönderildi!')).toBeVisible();
  await expect.poll(() => arrived(page, marker)).toBe(1);
  await expectClean(page, watch, 'home short form');
});
