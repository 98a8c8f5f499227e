import { expect, test, type APIRequestContext } from '@playwright/test';
import { gotoHydrated } from '@defne/site/testing';

const outboxUrl = `http://127.0.0.1:${process.env.SISTER_OUTBOX_PORT ?? 4184}`;

type Stored = { templateId: string; origin: string; params: Record<string, string> };

async function stored(request: APIRequestContext, marker: string): Promise<Stored[]> {
  const all = (await (await request.get(`${outboxUrl}/__outbox/messages`)).json()) as Stored[];
  return all.filter((m) => JSON.stringify(m.params).includes(marker));
}

test('the contact form sends its own data to the local outbox', async ({ page, request }) => {
  const marker = `koli-${Date.now()}`;
  await gotoHydrated(page, '/iletisim');
  const form = page.locator('form');
  await form.getByLabel(/Ad Soyad/).fill('Ayşe Yılmaz');
  await form.getByLabel(/^E-posta/).fill('ayse.yilmaz@ornek-gida.example.com');
  await form.getByLabel(/Firma/).fill('Örnek Gıda A.Ş.');
  await form.getByLabel(/Mesajınız/).fill(`Çift oluklu koli, 40×30×30 cm, 2.000 adet (${marker}).`);
  await form.getByRole('button', { name: 'Gönder' }).click();
  await expect(page.getByText('Mesajınız Gönderildi!')).toBeVisible();
  await expect.poll(async () => (await stored(request, marker)).length).toBe(1);
  const [message] = await stored(request, marker);
  expect(message!.templateId).toBe('contact-form');
  expect(message!.params).toMatchObject({
    name: 'Ayşe Yılmaz',
    email: 'ayse.yilmaz@ornek-gida.example.com',
    company: 'Örnek Gıda A.Ş.',
  });
});

test('the German contact form sends its data in German', async ({ page, request }) => {
  const marker = `karton-${Date.now()}`;
  await gotoHydrated(page, '/de/kontakt');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const form = page.locator('form');
  await form.getByLabel(/Vollständiger Name/).fill('Jürgen Weiß');
  await form.getByLabel(/^E-Mail/).fill('j.weiss@beispiel-logistik.example.com');
  await form.getByLabel(/Firma/).fill('Beispiel Logistik GmbH');
  await form
    .getByLabel(/Ihre Nachricht/)
    .fill(`Zweiwellige Kartons, 60×40×40 cm, 1.500 Stück (${marker}).`);
  await form.getByRole('button', { name: 'Senden' }).click();
  await expect(page.getByText('Nachricht gesendet!')).toBeVisible();
  await expect.poll(async () => (await stored(request, marker)).length).toBe(1);
  const [message] = await stored(request, marker);
  expect(message!.templateId).toBe('contact-form');
  expect(message!.params).toMatchObject({
    name: 'Jürgen Weiß',
    email: 'j.weiss@beispiel-logistik.example.com',
    company: 'Beispiel Logistik GmbH',
  });
});

test('the quote form on the home page sends its own data to the local outbox', async ({
  page,
  request,
}) => {
  const marker = `film-${Date.now()}`;
  // `/` opens in English, the site's default language.
  await gotoHydrated(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const form = page.locator('#contact-form form');
  await form.getByLabel(/Name \/ Company/).fill('Murat Demir / Demir Lojistik');
  await form.getByLabel(/^E-mail/).fill('murat@demir-lojistik.example.com');
  await form.getByLabel(/^Phone/).fill('+90 532 000 11 22');
  await form
    .getByLabel(/Your Message/)
    .fill(`Machine stretch film, 23 micron, 60 rolls (${marker}).`);
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Quote Request Received!')).toBeVisible();
  await expect.poll(async () => (await stored(request, marker)).length).toBe(1);
  const [message] = await stored(request, marker);
  expect(message!.templateId).toBe('short-form');
  expect(message!.params).toMatchObject({
    nameCompany: 'Murat Demir / Demir Lojistik',
    email: 'murat@demir-lojistik.example.com',
    phone: '+90 532 000 11 22',
  });
});

test('a form with missing fields sends nothing and says why', async ({ page }) => {
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().startsWith(outboxUrl)) posted++;
  });
  await gotoHydrated(page, '/contact');
  await page.locator('form').getByRole('button', { name: 'Send' }).click();
  await expect(page.locator('form').getByText('E-mail address is required').first()).toBeVisible();
  await gotoHydrated(page, '/de/kontakt');
  await page.locator('form').getByRole('button', { name: 'Senden' }).click();
  await expect(
    page.locator('form').getByText('Bitte geben Sie Ihre E-Mail-Adresse an').first(),
  ).toBeVisible();
  expect(posted).toBe(0);
});
