import { expect, test } from '@playwright/test';

test('the home page is prerendered HTML and hydrates', async ({ page, request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('<h1>Kuzeyhan Kimya</h1>');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuzeyhan Kimya');
});

test('an unknown path answers 404', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
});
