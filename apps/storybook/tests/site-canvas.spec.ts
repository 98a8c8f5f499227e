// The canvas is the site: the flagship's header, a product card of its sector grid and its contact
// form, drawn in a story (stories/Site.stories.tsx, from the site's own content and frame) and on
// the built site served by `defne-site start`, measure the same at a phone's and a desktop's width.
// A box of another size means the canvas lacks something of the site's page (its base styles,
// its copy) or adds something of Storybook's: a designer would approve what no visitor sees.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SITE_ORIGIN } from '../playwright.config';

type Lang = 'tr' | 'en';

const text = {
  tr: {
    quote: /Teklif listesi/,
    topBar: 'Hızlı iletişim',
    product: 'Mikroglass Filtre Medyası',
    badge: 'Filtrasyon',
    details: 'Ayrıntıları gör',
    add: 'Teklif listesine ekle',
    privacy: 'KVKK Aydınlatma Metni',
    submit: 'Mesaj Gönder',
    name: /Ad Soyad/,
    email: /E-posta Adresi/,
    message: /Mesajınız/,
  },
  en: {
    quote: /Quote list/,
    topBar: 'Quick contact',
    product: 'Microglass Filter Media',
    badge: 'Filtration',
    details: 'View details',
    add: 'Add to quote list',
    privacy: 'privacy notice',
    submit: 'Send Message',
    name: /Full Name/,
    email: /Email Address/,
    message: /Your Message/,
  },
};

const pages = {
  header: { story: { tr: 'site--header-tr', en: 'site--header-en' }, site: { tr: '/', en: '/en' } },
  card: {
    story: { tr: 'site--product-grid-tr', en: 'site--product-grid-en' },
    site: { tr: '/sektorler/filtrasyon-sistemleri', en: '/sectors/filtration-systems' },
  },
  form: {
    story: { tr: 'site--contact-tr', en: 'site--contact-en' },
    site: { tr: '/iletisim', en: '/contact' },
  },
};

/** The parts measured of each component, by role and text: the same on both pages. */
const parts: Record<
  keyof typeof pages,
  (page: Page, t: (typeof text)[Lang]) => Record<string, Locator>
> = {
  header: (page, t) => {
    const header = page.getByRole('banner');
    return {
      header,
      'top bar': header.getByRole('list', { name: t.topBar }),
      logo: header.getByRole('link', { name: /Kuzeyhan Kimya/ }).first(),
      'quote list link': header.getByRole('link', { name: t.quote }),
    };
  },
  card: (page, t) => {
    const item = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ hasText: t.product })
      .first();
    return {
      'grid item': item,
      card: item.getByRole('link', { name: new RegExp(t.product) }),
      badge: item.getByText(t.badge, { exact: true }),
      title: item.getByText(t.product, { exact: true }),
      action: item.getByText(t.details, { exact: true }),
      'quote-list button': item.getByRole('button', { name: t.add }),
    };
  },
  form: (page, t) => {
    const form = page.getByRole('main').locator('form').first();
    return {
      form,
      name: form.getByRole('textbox', { name: t.name }),
      email: form.getByRole('textbox', { name: t.email }),
      message: form.getByRole('textbox', { name: t.message }),
      'KVKK link': form.getByRole('link', { name: t.privacy }),
      submit: form.getByRole('button', { name: t.submit }),
    };
  },
};

async function sizes(page: Page, named: Record<string, Locator>) {
  const out: Record<string, { width: number; height: number }> = {};
  for (const [name, locator] of Object.entries(named)) {
    await expect(locator, `${name} is on the page`).toBeAttached();
    out[name] = await locator.evaluate((el) => {
      const { width, height } = el.getBoundingClientRect();
      return { width, height };
    });
  }
  return out;
}

for (const width of [375, 1280]) {
  for (const lang of ['tr', 'en'] as const) {
    for (const component of Object.keys(pages) as (keyof typeof pages)[]) {
      test(`${component}, ${lang}, ${width} px: the story measures as the site (±1 px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const t = text[lang];
        await page.goto(`${SITE_ORIGIN}${pages[component].site[lang]}`);
        await page.waitForLoadState('networkidle');
        const site = await sizes(page, parts[component](page, t));

        await page.goto(
          `/iframe.html?id=${pages[component].story[lang]}&viewMode=story&globals=locale:${lang}`,
        );
        await expect(page.getByRole('banner')).toBeVisible();
        const story = await sizes(page, parts[component](page, t));

        for (const name of Object.keys(site)) {
          const [a, b] = [site[name]!, story[name]!];
          expect(a.width, `${name}: measured on the site`).toBeGreaterThan(0);
          expect
            .soft(Math.abs(a.width - b.width), `${name} width: site ${a.width}, story ${b.width}`)
            .toBeLessThanOrEqual(1);
          expect
            .soft(
              Math.abs(a.height - b.height),
              `${name} height: site ${a.height}, story ${b.height}`,
            )
            .toBeLessThanOrEqual(1);
        }
      });
    }
  }
}

// The document itself: the site's base (packages/site/styles/site.css) and nothing of Storybook's.
test("the canvas's document base is the site's: font, line-height, colours, margins, box sizing", async ({
  page,
}) => {
  const base = () =>
    page.evaluate(() => {
      const pick = (el: Element) => {
        const s = getComputedStyle(el);
        return {
          fontFamily: s.fontFamily,
          fontSize: s.fontSize,
          lineHeight: s.lineHeight,
          color: s.color,
          backgroundColor: s.backgroundColor,
          margin: s.margin,
          padding: s.padding,
          boxSizing: s.boxSizing,
        };
      };
      return { html: pick(document.documentElement), body: pick(document.body) };
    });
  await page.goto(`${SITE_ORIGIN}/`);
  const site = await base();
  for (const id of [
    'site--header-tr',
    'catalogue-productcard--default',
    'forms-contactform--idle',
  ]) {
    await page.goto(`/iframe.html?id=${id}&viewMode=story`);
    await expect(page.locator('#storybook-root > *').first()).toBeAttached();
    expect(await base(), id).toEqual(site);
  }
});
