import { expect, test } from '@playwright/test';
import { gotoHydrated } from '../helpers';
import { expectFocusInside, focusedInfo, isFocused, tabTo } from './keyboard';

// Keyboard only: no mouse clicks anywhere in this file.

test.describe('keyboard: skip link', () => {
  for (const [path, text] of [
    ['/hakkimizda', 'İçeriğe geç'],
    ['/contact', 'Skip to content'],
  ] as const) {
    test(`${path}: the first Tab reaches the skip link and Enter moves focus to main`, async ({
      page,
    }) => {
      await gotoHydrated(page, path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: text });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
      // The next Tab continues after the header (in main, or the footer when main has no controls).
      await page.keyboard.press('Tab');
      expect((await focusedInfo(page)).inHeader).toBe(false);
    });
  }
});

test.describe('keyboard: dropdowns (disclosure navigation)', () => {
  for (const [label, children] of [
    ['Corporate submenu', ['About Us', 'Our Mission', 'Our Vision']],
    ['Sectors submenu', ['Filtration Systems', 'Wire and Nails']],
  ] as const) {
    test(`${label}: Enter, Space and arrows open it, Escape closes and returns focus`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoHydrated(page, '/contact');
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const toggle = nav.getByRole('button', { name: label });
      const submenu = page.locator(
        `#${(await toggle.getAttribute('aria-controls'))!.replace(/:/g, '\\:')}`,
      );
      await tabTo(page, toggle);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // Enter opens, the arrows walk the links, Escape closes and returns focus to the button.
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(submenu).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link', { name: children[0] })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link', { name: children[1] })).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(submenu.getByRole('link', { name: children[0] })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(submenu).toBeHidden();
      await expect(toggle).toBeFocused();

      // Space opens too; Escape on the button itself closes.
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();

      // ArrowDown on the closed button opens on the first link, ArrowUp on the last.
      await page.keyboard.press('ArrowDown');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('End');
      await expect(submenu.getByRole('link').last()).toBeFocused();
      await page.keyboard.press('Home');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toBeFocused();
      await page.keyboard.press('ArrowUp');
      await expect(submenu.getByRole('link').last()).toBeFocused();

      // Tabbing out of the open submenu closes it.
      const links = await submenu.getByRole('link').count();
      await page.keyboard.press('Tab');
      expect(links).toBeGreaterThan(0);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      // Enter on a submenu link navigates.
      await tabTo(page, toggle, { max: 3, back: true });
      await page.keyboard.press('ArrowDown');
      await expect(submenu.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL(/\/contact$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    });
  }
});

test.describe('keyboard: mobile menu', () => {
  test('opens and closes by keyboard, every item reachable, focus leaves it freely', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, '/about');
    const open = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toBeFocused();
    await expect(page.locator('nav:popover-open')).toHaveCount(1);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeVisible();

    // The first Tab goes into the menu; a dropdown opens with Enter inside it.
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
    const sectorsToggle = nav.getByRole('button', { name: 'Sectors submenu' });
    await tabTo(page, sectorsToggle, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(sectorsToggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Filtration Systems' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sectorsToggle).toBeFocused();
    await expect(sectorsToggle).toHaveAttribute('aria-expanded', 'false');

    // Nothing traps focus: Tab carries on past the last item into the page.
    let left = false;
    for (let i = 0; i < 20 && !left; i++) {
      await page.keyboard.press('Tab');
      left = !(await nav.evaluate((el) => el.contains(document.activeElement)));
    }
    expect(left).toBe(true);
    // Past the menu, the bar's search button, then the page.
    const search = page.locator('header').getByRole('link', { name: 'Search products' });
    await expect(search).toBeFocused();
    await page.keyboard.press('Tab');
    const after = await focusedInfo(page);
    expect(after.inHeader).toBe(false);

    // Back into the menu with Shift+Tab, Escape closes it and returns focus to the button.
    await page.keyboard.press('Shift+Tab');
    await expect(search).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(open).toBeFocused();
    await expect(nav).toBeHidden();

    // A menu link followed with Enter navigates and closes the menu.
    await page.keyboard.press('Enter');
    await tabTo(page, nav.getByRole('link', { name: 'Our Suppliers' }), { max: 12 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.locator('nav:popover-open')).toHaveCount(0);
  });
});

test.describe('keyboard: product modal and gallery', () => {
  test('Enter opens it, focus stays inside, gallery and zoom by keys, Escape returns focus to the card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/sectors/filtration-systems');
    const card = page.getByRole('link', { name: /Microglass/ });
    await tabTo(page, card, { max: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

    // Focus stays inside through more Tabs than the dialog has stops, both ways.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      await expectFocusInside(dialog);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Shift+Tab');
      await expectFocusInside(dialog);
    }

    // Previous / next with Enter and Space; the counter is a live region.
    const counter = dialog.getByText(/^\d+ \/ \d+$/);
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    const total = Number((await counter.textContent())!.split('/')[1]);
    expect(total).toBeGreaterThan(1);
    const next = dialog.getByRole('button', { name: 'Next image' });
    const previous = dialog.getByRole('button', { name: 'Previous image' });
    await tabTo(page, next, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('Space');
    await expect(counter).toHaveText(`${Math.min(3, total) === 3 ? 3 : 1} / ${total}`);
    await tabTo(page, previous, { max: 10, back: true });
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`2 / ${total}`);
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`1 / ${total}`);

    // Zoom: Enter toggles it, arrows pan, Space zooms out.
    const stage = dialog.getByRole('button', { name: /Zoom/ });
    await tabTo(page, stage, { max: 10, back: true });
    await expect(stage).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Enter');
    await expect(stage).toHaveAttribute('aria-pressed', 'true');
    const image = stage.locator('img');
    await expect(image).toHaveAttribute('data-zoomed', 'true');
    const origin = () => image.evaluate((img) => (img as HTMLElement).style.transformOrigin);
    const before = await origin();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await expect.poll(origin).not.toBe(before);
    await page.keyboard.press('Space');
    await expect(stage).toHaveAttribute('aria-pressed', 'false');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card).toBeFocused();
  });
});

test.describe('keyboard: forms', () => {
  test('home short form: errors announced, focus on the first invalid field, then sent', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The short form is below the fold and lazily loaded: End brings it in.
    await page.keyboard.press('End');
    const form = page.locator('form').filter({ has: page.getByRole('textbox', { name: /Mesaj/ }) });
    await expect(form).toHaveCount(1);
    await page.keyboard.press('Home');
    const submit = form.getByRole('button', { name: 'Mesaj Gönder' });
    await tabTo(page, submit, { max: 200 });
    await page.keyboard.press('Enter');

    const first = form.getByRole('textbox', { name: /Ad Soyad \/ Firma/ });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(/zorunlu/i);
    const described = await first.getAttribute('aria-describedby');
    await expect(page.locator(`[id="${described}"]`)).toBeVisible();

    await page.keyboard.type('Klavye Kullanıcısı');
    await page.keyboard.press('Tab');
    await page.keyboard.type('klavye');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Yalnızca klavyeyle gönderildi.');
    await tabTo(page, submit, { max: 3 });
    await page.keyboard.press('Enter');
    const email = form.getByRole('textbox', { name: /E-posta/ });
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(alert).toContainText(/geçerli/i);

    await page.keyboard.type('@example.com');
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1.0/email/send'));
    await tabTo(page, submit, { max: 4 });
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    await expect(form.getByRole('status')).toContainText(/Başarıyla|başarıyla/);
  });

  test('contact form: errors announced, focus on the first invalid field, then sent', async ({
    page,
  }) => {
    await gotoHydrated(page, '/contact');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('textbox', { name: /Your Message/ }) });
    const submit = form.getByRole('button', { name: 'Send Message' });
    await tabTo(page, submit, { max: 80 });
    await page.keyboard.press('Enter');

    const name = form.getByRole('textbox', { name: /Full Name/ });
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const alert = form.getByRole('alert');
    await expect(alert).toContainText(/required/i);
    for (const field of [/Email Address/, /Your Message/]) {
      await expect(form.getByRole('textbox', { name: field })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    }

    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keyboard@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Example Ltd');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('textbox', { name: /Your Message/ })).toBeFocused();
    await page.keyboard.type('Sent with the keyboard only.');
    const sent = page.waitForResponse((r) => r.url().includes('/api/v1.0/email/send'));
    await page.keyboard.press('Tab');
    await expect(submit).toBeFocused();
    await page.keyboard.press('Enter');
    expect((await sent).status()).toBe(200);
    await expect(form.getByRole('status')).toContainText('Message Sent Successfully!');
    expect(await isFocused(name)).toBe(false);
  });
});
