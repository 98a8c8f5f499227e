// The kit's own pages, turned right to left as an Arabic site's root turns them (`dir="rtl"` on
// <html>): the phone number, e-mail address, address and a property's value with its unit keep
// their left-to-right order in the top bar, the contact page, the footer and a product's table.
// This sister site has no right-to-left language; Storybook's Arabic screens check the same with
// Arabic text around the values (apps/storybook/tests/rtl.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { expectLeftToRight, gotoHydrated } from '@defne/site/testing';

const phone = '+90 224 555 07 70';
const email = 'info@defneambalaj.example.com';

async function rightToLeft(page: Page) {
  await page.evaluate(() => (document.documentElement.dir = 'rtl'));
  await expect(page.locator('header').first()).toHaveCSS('direction', 'rtl');
}

test('right to left: the top bar, contact page and footer keep numbers and addresses in order', async ({
  page,
}) => {
  await gotoHydrated(page, '/contact');
  await rightToLeft(page);
  const bar = page.getByRole('list', { name: 'Quick contact' });
  for (const value of [phone, email]) await expectLeftToRight(bar, value);
  const main = page.getByRole('main');
  for (const value of [phone, email, '+90 224 555 07 71', 'Nilüfer OSB, Ihlamur Caddesi No: 27'])
    await expectLeftToRight(main, value);
  const footer = page.getByRole('contentinfo');
  for (const value of [phone, email, 'Nilüfer OSB, Ihlamur Caddesi No: 27'])
    await expectLeftToRight(footer, value);
});

test('right to left: a product’s property keeps its value before its unit', async ({ page }) => {
  await gotoHydrated(page, '/products/stretch-films/hand-stretch-film');
  await rightToLeft(page);
  await expectLeftToRight(page.getByRole('table'), '17, 23 µm');
});
