// Right to left: the Arabic locale of the built Storybook sets dir="rtl" and lang="ar" on the
// document, and the kit mirrors through logical properties and a few `[dir='rtl']` rules. Each check
// measures the same story in Turkish and in Arabic and expects the boxes to swap sides: the logo at
// the inline-start (right) edge, menus opening from the inline start, the gallery's arrows swapped,
// labels and messages aligned to the right. The screenshots are attached to the report for a person
// to look at; the boxes are what is asserted.
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { drawnGlyphs, expectLeftToRight } from '@defne/site/testing';

type Locale = 'tr' | 'ar';
type Box = { left: number; right: number; top: number; bottom: number; width: number };

async function openStory(page: Page, id: string, locale: Locale, theme = 'light') {
  await page.goto(`/iframe.html?id=${id}&viewMode=story&globals=locale:${locale};theme:${theme}`);
  await expect(page.locator('#storybook-root > *').first()).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
}

async function box(locator: Locator): Promise<Box> {
  const b = await locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRect);
  return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width };
}

/** The box of an element's text itself (a block's own box spans its whole line whatever the alignment). */
async function textBox(locator: Locator): Promise<Box> {
  const b = await locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect().toJSON() as DOMRect;
  });
  return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width };
}

/** The box of an element's own text, without its icons. */
async function labelBox(locator: Locator): Promise<Box> {
  const b = await locator.evaluate((el) => {
    const range = document.createRange();
    const text = [...el.childNodes].find((node) => node.nodeType === Node.TEXT_NODE)!;
    range.selectNode(text);
    return range.getBoundingClientRect().toJSON() as DOMRect;
  });
  return { left: b.left, right: b.right, top: b.top, bottom: b.bottom, width: b.width };
}

/** Whether the horizontal transform of an element mirrors it (scaleX(-1) in its matrix). */
const mirrored = (locator: Locator) =>
  locator.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a < 0);

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}

const labels = {
  tr: { logo: /Kuzeyhan Kimya/, home: 'Ana Sayfa', contact: 'İletişim', corporate: 'Kurumsal' },
  ar: { logo: /Kuzeyhan Kimya/, home: 'الرئيسية', contact: 'اتصل بنا', corporate: 'عن الشركة' },
};

test.describe('right to left: the header', () => {
  for (const locale of ['tr', 'ar'] as const) {
    test(`${locale}: logo at the inline start, menu items in reading order, dropdown from the inline start`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      const t = labels[locale];
      await page.setViewportSize({ width: 1280, height: 800 });
      await openStory(page, 'layout-header--default', locale);
      const header = page.getByRole('banner');
      const bar = await box(header);
      const logo = await box(header.getByRole('link', { name: t.logo }));
      const nav = page.getByRole('navigation', { name: rtl ? 'القائمة الرئيسية' : 'Ana menü' });
      const home = await box(nav.getByRole('link', { name: t.home, exact: true }));
      const contact = await box(nav.getByRole('link', { name: t.contact, exact: true }));
      if (rtl) {
        expect(bar.right - logo.right, 'logo near the right edge').toBeLessThan(bar.width / 4);
        expect(logo.left, 'logo right of the menu').toBeGreaterThan(home.right);
        expect(home.left, 'first item rightmost').toBeGreaterThan(contact.right);
      } else {
        expect(logo.left - bar.left, 'logo near the left edge').toBeLessThan(bar.width / 4);
        expect(logo.right).toBeLessThan(home.left);
        expect(home.right).toBeLessThan(contact.left);
      }

      const corporate = nav.getByRole('button', { name: t.corporate });
      await corporate.click();
      await expect(corporate).toHaveAttribute('aria-expanded', 'true');
      const item = await box(corporate.locator('xpath=ancestor::li[1]'));
      const submenu = await box(page.locator(`#${await corporate.getAttribute('aria-controls')}`));
      if (rtl)
        expect(
          Math.abs(submenu.right - item.right),
          'submenu starts at the item’s right',
        ).toBeLessThan(1);
      else
        expect(
          Math.abs(submenu.left - item.left),
          'submenu starts at the item’s left',
        ).toBeLessThan(1);
      await shoot(page, testInfo, `header-${locale}`);
    });
  }

  test('ar: a dropdown near the left edge ends under its item instead of running past it', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await openStory(page, 'layout-header--default', 'ar');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const toggle = nav.getByRole('button', { name: 'القائمة الفرعية للقطاعات' });
    // A site's longer sector names make the dropdown wider than the room left of its item.
    await page.addStyleTag({
      content: `#${await toggle.getAttribute('aria-controls')} { min-width: 40rem; }`,
    });
    await toggle.click();
    const submenu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(submenu).toBeVisible();
    await expect(submenu).toHaveAttribute('data-end');
    const list = await box(submenu);
    const item = await box(toggle.locator('xpath=ancestor::li[1]'));
    expect(list.left, 'inside the window').toBeGreaterThanOrEqual(0);
    expect(Math.abs(list.left - item.left), 'ends under its item').toBeLessThan(1);
    await shoot(page, testInfo, 'header-dropdown-edge-ar');
  });

  test('ar: the phone menu opens with its submenu rule on the right', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openStory(page, 'layout-header--default', 'ar');
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const corporate = nav.getByRole('button', { name: 'عن الشركة' });
    await corporate.click();
    const submenu = page.locator(`#${await corporate.getAttribute('aria-controls')}`);
    await expect(submenu).toBeVisible();
    const side = await submenu.evaluate((el) => {
      const style = getComputedStyle(el);
      return { right: style.borderRightWidth, left: style.borderLeftWidth };
    });
    expect(side).toEqual({ right: '2px', left: '0px' });
    const list = await box(submenu);
    const first = await textBox(submenu.getByRole('link').first());
    expect(list.right - first.right, 'links start at the right').toBeLessThan(
      first.left - list.left,
    );
    await shoot(page, testInfo, 'header-phone-menu-ar');
  });
});

test.describe('right to left: the product card', () => {
  for (const locale of ['tr', 'ar'] as const) {
    test(`${locale}: text from the inline start, the arrow points onward`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      await openStory(page, 'catalogue-productcard--default', locale);
      const card = page.getByRole('button').first();
      const cardBox = await box(card);
      const title = await textBox(card.getByText(rtl ? 'مادة الطبعات من الألجينات' : /Aljinat/));
      const fromRight = cardBox.right - title.right;
      const fromLeft = title.left - cardBox.left;
      if (rtl) expect(fromRight, 'title aligned right').toBeLessThan(fromLeft);
      else expect(fromLeft, 'title aligned left').toBeLessThan(fromRight);
      const action = card.getByText(rtl ? 'التفاصيل' : 'Ayrıntılar');
      const arrow = action.locator('svg');
      expect(await mirrored(arrow)).toBe(rtl);
      const [label, icon] = [await labelBox(action), await box(arrow)];
      // The arrow comes after the label: on its left in Arabic.
      if (rtl) expect(icon.right).toBeLessThanOrEqual(label.left + 1);
      else expect(icon.left).toBeGreaterThanOrEqual(label.right - 1);
      await shoot(page, testInfo, `product-card-${locale}`);
    });
  }
});

test.describe('right to left: the product modal', () => {
  for (const locale of ['tr', 'ar'] as const) {
    test(`${locale}: close at the inline end, previous at the inline start, chevrons mirrored`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      await openStory(page, 'catalogue-productmodal--open', locale);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      const panel = await box(dialog);
      const close = await box(dialog.getByRole('button', { name: rtl ? 'إغلاق' : 'Kapat' }));
      if (rtl) expect(close.left - panel.left).toBeLessThan(panel.right - close.right);
      else expect(panel.right - close.right).toBeLessThan(close.left - panel.left);
      const previous = dialog.getByRole('button', {
        name: rtl ? 'الصورة السابقة' : 'Önceki görsel',
      });
      const next = dialog.getByRole('button', { name: rtl ? 'الصورة التالية' : 'Sonraki görsel' });
      const [p, n] = [await box(previous), await box(next)];
      if (rtl) expect(p.left, 'previous on the right').toBeGreaterThan(n.right);
      else expect(p.right, 'previous on the left').toBeLessThan(n.left);
      expect(await mirrored(previous.locator('svg'))).toBe(rtl);
      expect(await mirrored(next.locator('svg'))).toBe(rtl);
      await shoot(page, testInfo, `modal-${locale}`);

      // The keys follow: the arrow that points at the previous button goes back.
      await next.focus();
      await page.keyboard.press(rtl ? 'ArrowRight' : 'ArrowLeft');
      await expect(dialog.getByText('3 / 3')).toBeVisible();
      await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
      await expect(dialog.getByText('1 / 3')).toBeVisible();
    });
  }
});

test.describe('right to left: the forms', () => {
  for (const locale of ['tr', 'ar'] as const) {
    test(`${locale}: labels, fields and messages from the inline start`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      await openStory(page, 'forms-contactform--idle', locale);
      const form = page.locator('form').first();
      const name = form.getByRole('textbox', { name: rtl ? /الاسم الكامل/ : /Ad Soyad/ });
      // Sent empty: the messages are shown.
      await form.locator('button[type="submit"]').click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      expect(await name.evaluate((el) => getComputedStyle(el).direction)).toBe(rtl ? 'rtl' : 'ltr');
      const field = await box(name);
      const label = await textBox(form.locator(`label[for="${await name.getAttribute('id')}"]`));
      const error = await textBox(form.locator(`#${await name.getAttribute('aria-describedby')}`));
      for (const [what, text] of [
        ['label', label],
        ['error', error],
      ] as const) {
        const fromRight = field.right - text.right;
        const fromLeft = text.left - field.left;
        if (rtl) expect(fromRight, `${what} aligned right`).toBeLessThan(fromLeft);
        else expect(fromLeft, `${what} aligned left`).toBeLessThan(fromRight);
      }
      await shoot(page, testInfo, `contact-form-${locale}`);
    });
  }

  test('ar: the search field’s icon at the right, its clear button at the left', async ({
    page,
  }, testInfo) => {
    await openStory(page, 'catalogue-searchbox--empty', 'ar');
    const input = page.getByRole('searchbox', { name: 'ابحث في المنتجات' });
    await input.fill('مرشح');
    const field = await box(input);
    const icon = await box(page.locator('svg').first());
    const clear = await box(page.getByRole('button', { name: 'امسح البحث' }));
    expect(icon.left, 'search icon at the right').toBeGreaterThan(field.left + field.width / 2);
    expect(clear.right, 'clear button at the left').toBeLessThan(field.left + field.width / 2);
    const padding = await input.evaluate((el) => {
      const style = getComputedStyle(el);
      return { right: parseFloat(style.paddingRight), left: parseFloat(style.paddingLeft) };
    });
    // padding-inline: 3rem (the icon's room) 3.25rem (the clear button's).
    expect(padding).toEqual({ right: 48, left: 52 });
    await shoot(page, testInfo, 'search-box-ar');
  });
});

// Phone numbers, e-mail addresses, codes, units and addresses are not mirrored: inside an Arabic
// page they keep their left-to-right order (each in a `<bdi>`, packages/ui/README.md "Right to
// left"). Measured by where each character is drawn: without the isolation "+90 212 555 01 23"
// is drawn "23 01 555 212 90+", its groups from right to left.

const values = {
  phone: '+90 212 555 01 23',
  whatsapp: '+90 555 555 01 23',
  email: 'info@kuzeyhan.example.com',
  address: 'İkitelli OSB, Çevre Sanayi Sitesi 4. Blok No: 12, 34490 Başakşehir / İstanbul',
};

test.describe('right to left: numbers, addresses and codes keep their order', () => {
  for (const locale of ['tr', 'ar'] as const) {
    test(`${locale}: the contact page's top bar, contact details and footer`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      await openStory(page, `screens--contact-${locale}`, locale);
      const topBar = page.getByRole('list', { name: rtl ? 'قنوات التواصل' : 'İletişim kanalları' });
      await expect(topBar).toBeVisible();
      const details = page.getByRole('main').locator('ul').first();
      const footer = page.getByRole('contentinfo');
      for (const value of [values.phone, values.email]) await expectLeftToRight(topBar, value);
      for (const value of Object.values(values)) await expectLeftToRight(details, value);
      for (const value of [values.phone, values.email, values.address])
        await expectLeftToRight(footer, value);

      // The isolated values still start at the line's start: the right edge in Arabic.
      const phoneLink = details.getByRole('link', { name: values.phone });
      const row = await box(phoneLink.locator('xpath=ancestor::li[1]'));
      const number = await textBox(phoneLink);
      const label = await textBox(phoneLink.locator('xpath=preceding-sibling::span[1]'));
      if (rtl) {
        expect(Math.abs(number.right - label.right), 'number under its label').toBeLessThan(1);
        expect(number.left - row.left, 'number at the right').toBeGreaterThan(
          row.right - number.right,
        );
      } else {
        expect(Math.abs(number.left - label.left), 'number under its label').toBeLessThan(1);
      }
      const footerPhone = footer.getByRole('link', { name: values.phone });
      const [icon, footerNumber] = [
        await box(footerPhone.locator('svg')),
        await textBox(footerPhone.locator('span')),
      ];
      if (rtl)
        expect(icon.left, 'icon first, at the right').toBeGreaterThanOrEqual(footerNumber.right);
      else expect(icon.right).toBeLessThanOrEqual(footerNumber.left);
      await shoot(page, testInfo, `contact-values-${locale}`);
    });

    test(`${locale}: a product's property table and the location block`, async ({
      page,
    }, testInfo) => {
      const rtl = locale === 'ar';
      await openStory(page, 'catalogue-propertytable--default', locale);
      const table = page.getByRole('table');
      for (const value of ['F6, F7, F8', 'EN 779', '120 g/m²', '≤ 75 Pa'])
        await expectLeftToRight(table, value);
      const cell = table.getByRole('cell', { name: '120 g/m²' });
      const [header, value] = [
        await box(table.getByRole('rowheader').first()),
        await textBox(cell),
      ];
      // Mirrored: the label's column on the inline-start side, the value aligned to its start.
      const column = await box(cell);
      if (rtl) {
        expect(header.left, 'label column at the right').toBeGreaterThanOrEqual(column.right - 1);
        expect(column.right - value.right, 'value aligned right').toBeLessThan(
          value.left - column.left,
        );
        // A value written in Arabic reads right to left: the number first, right of its unit.
        const drawn = await drawnGlyphs(table, '1000 مم');
        const digits = drawn.filter((g) => /\d/.test(g.char));
        const unit = drawn.filter((g) => !/\d/.test(g.char));
        expect(Math.min(...digits.map((g) => g.left))).toBeGreaterThanOrEqual(
          Math.max(...unit.map((g) => g.right)) - 1,
        );
      } else {
        expect(header.right, 'label column at the left').toBeLessThanOrEqual(column.left + 1);
        expect(value.left - column.left, 'value aligned left').toBeLessThan(
          column.right - value.right,
        );
      }
      await shoot(page, testInfo, `property-table-${locale}`);

      await openStory(page, 'home-locationblock--default', locale);
      const details = page.getByRole('list').first();
      for (const value of [values.address, values.phone, values.email])
        await expectLeftToRight(details, value);
    });
  }
});
