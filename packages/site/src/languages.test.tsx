// A site of more than two languages, as its pages render it: `<html lang dir>` of the page's
// language, the switch (a menu of every language leading to the same page, the current one
// marked), and the heads of '/' and a page with an hreflang for each language and x-default.
import {
  companyFacts,
  createCatalog,
  createRouteMap,
  defaultLanguages,
  type Languages,
} from '@defne/core';
import { LanguageMenu } from '@defne/ui';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { chromeData } from './chrome-data';
import { createI18n } from './i18n';
import { documentLanguage } from './root';
import { createSiteServer } from './server';
import { routeMeta } from './meta';
import { SiteChrome } from './SiteChrome';
import { en } from './texts/en';
import { tr } from './texts/tr';

const languages: Languages = {
  default: 'tr',
  list: [
    ...defaultLanguages.list,
    { code: 'de', label: 'Deutsch', dir: 'ltr', tag: 'de', ogLocale: 'de_DE' },
    { code: 'ar', label: 'العربية', dir: 'rtl', tag: 'ar-AE', ogLocale: 'ar_AE' },
  ],
};

const catalog = createCatalog({
  categories: [
    {
      id: 'boxes',
      imageFolder: 'boxes',
      icon: 'crate',
      slug: { tr: 'koliler', en: 'boxes', de: 'kartons', ar: 'sanadiq' },
    },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});
const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/', de: '/', ar: '/' },
    contact: { tr: '/iletisim', en: '/contact', de: '/kontakt', ar: '/ittisal' },
    sectors: { tr: '/urunler', en: '/products', de: '/produkte', ar: '/muntajat' },
  },
  categories: catalog.categories,
});
const company = companyFacts({
  name: 'Defne Örnek',
  legalName: 'Defne Örnek A.Ş.',
  foundingYear: 2020,
  address: {
    street: 'Örnek Sokak 1',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye', de: 'Türkei', ar: 'تركيا' },
  },
  phone: '+90 216 000 00 00',
  email: 'info@ornek.example.com',
  businessHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  stats: [],
} as never);

/** The frame of `path` in `lang`, with the site's languages and the switch `menu`. */
function chrome(path: string, lang: string, list: Languages, menu?: typeof LanguageMenu) {
  const i18n = createI18n(lang, { [lang]: lang === 'tr' ? tr : en } as never);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        <SiteChrome
          lang={lang}
          path={path}
          chrome={chromeData(routes, company, catalog.categories, path, routes.prefixLangOf(path))}
          navigation={{ header: ['home', 'contact'], quickLinks: ['home'] }}
          logo={<img src="/logo.svg" alt="" />}
          copyrightYear={2026}
          languages={list}
          languageLabels={{ tr: 'TR', en: 'EN', de: 'DE', ar: 'AR' }}
          {...(menu ? { languageMenu: menu } : {})}
        >
          <p>Seite</p>
        </SiteChrome>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The `<html>` element `SiteDocument` renders for a page in `lang`. */
function documentOf(code: string) {
  const { lang, dir } = documentLanguage(code, languages);
  return renderToString(<html lang={lang} dir={dir} />);
}

describe('a site of four languages', () => {
  it('marks each page’s document with its language’s tag, and a right-to-left one with dir', () => {
    expect(documentOf('de')).toMatch(/^<html lang="de">/);
    expect(documentOf('ar')).toMatch(/^<html lang="ar-AE" dir="rtl">/);
    // The kit's two: no dir (left to right is the default), as the flagship's pages are.
    expect(documentOf('en')).toMatch(/^<html lang="en">/);
  });

  it('switches by a menu of every language, each leading to the same page, the current marked', () => {
    const html = chrome('/kontakt', 'de', languages, LanguageMenu);
    expect(html).toContain('<details');
    const links = [...html.matchAll(/<a [^>]*hrefLang="(\w+)"[^>]*>/gi)].map((m) => m[0]);
    const hrefOf = (code: string) =>
      links.find((l) => l.includes(`hrefLang="${code}"`))?.match(/href="([^"]+)"/)?.[1];
    expect(['tr', 'en', 'de', 'ar'].map(hrefOf)).toEqual([
      '/iletisim',
      '/contact',
      '/kontakt',
      '/ittisal',
    ]);
    expect(links.filter((l) => l.includes('aria-current="true"'))).toHaveLength(1);
    expect(links.find((l) => l.includes('aria-current="true"'))).toContain('hrefLang="de"');
    // The button names the current language, in itself.
    expect(html).toMatch(/<summary[^>]*>[\s\S]*?<span lang="de">DE<\/span>/);
    expect(html).toContain('Deutsch');
    expect(html).toContain('العربية');
  });

  it('keeps the toggle of two languages, and every language side by side without a menu', () => {
    const two = chrome('/iletisim', 'tr', defaultLanguages, LanguageMenu);
    expect(two).not.toContain('<details');
    expect(two).toContain('role="group"');
    const many = chrome('/iletisim', 'tr', languages);
    expect(many).not.toContain('<details');
    expect(many.match(/hrefLang="\w+"/g)).toEqual([
      'hrefLang="tr"',
      'hrefLang="en"',
      'hrefLang="de"',
      'hrefLang="ar"',
    ]);
  });

  it('gives each page an hreflang per language and x-default, and / its head in each', () => {
    const meta = {
      tr: {
        home: ['Ana Sayfa', 'Ambalajda güvenilir ortağınız.'],
        contact: ['İletişim', 'Bize ulaşın.'],
      },
      en: { home: ['Home', 'Your packaging partner.'], contact: ['Contact', 'Get in touch.'] },
      de: {
        home: ['Startseite', 'Ihr Partner für Verpackungen.'],
        contact: ['Kontakt', 'Schreiben Sie uns.'],
      },
      ar: { home: ['الرئيسية', 'شريككم في التغليف.'], contact: ['اتصل بنا', 'تواصلوا معنا.'] },
    };
    // What a head reads of German and Arabic texts (the kit words Turkish and English).
    const own = {
      de: {
        nav: { home: 'Startseite' },
        common: { priceOnRequest: 'Preise auf Anfrage.' },
      },
      ar: { nav: { home: 'الرئيسية' }, common: { priceOnRequest: 'الأسعار عند الطلب.' } },
    };
    const texts = Object.fromEntries(
      languages.list.map((l) => [
        l.code,
        {
          ...(l.code === 'tr' ? tr : l.code === 'en' ? en : own[l.code as keyof typeof own]),
          meta: Object.fromEntries(
            Object.entries(meta[l.code as keyof typeof meta]).map(
              ([page, [title, description]]) => [page, { title, description }],
            ),
          ),
        },
      ]),
    ) as never;
    const server = createSiteServer({
      routes,
      texts,
      seo: {
        company,
        catalog: { categories: catalog.categories, products: catalog.products },
        origin: 'https://www.example.com',
        image: '/og.png',
        logo: '/logo.svg',
        languages,
        strings: {
          de: {
            documentKinds: {
              technicalDataSheet: 'Technisches Datenblatt',
              safetyDataSheet: 'Sicherheitsdatenblatt',
              certificate: 'Zertifikat',
              brochure: 'Broschüre',
            },
          },
          ar: {
            documentKinds: {
              technicalDataSheet: 'نشرة البيانات الفنية',
              safetyDataSheet: 'صحيفة بيانات السلامة',
              certificate: 'شهادة',
              brochure: 'كتيّب',
            },
          },
        },
      },
    });
    const hreflangs = (meta: readonly object[]) =>
      meta
        .filter((m) => (m as { rel?: string }).rel === 'alternate')
        .map((m) => [(m as { hrefLang: string }).hrefLang, (m as { href: string }).href]);
    // The head a page is prerendered with: the browser's tags from its loader data, and the
    // crawler tags `headFor` kept out of it.
    const prerendered = (pathname: string) =>
      routeMeta({ loaderData: { head: server.headFor(pathname) }, location: { pathname } });
    expect(hreflangs(prerendered('/kontakt'))).toEqual([
      ['tr', 'https://www.example.com/iletisim'],
      ['en', 'https://www.example.com/contact'],
      ['de', 'https://www.example.com/kontakt'],
      ['ar-AE', 'https://www.example.com/ittisal'],
      ['x-default', 'https://www.example.com/iletisim'],
    ]);
    // The loader data carries none of them: the browser never reads them.
    expect(hreflangs(server.headFor('/kontakt'))).toEqual([]);
    expect(Object.keys(server.headsFor('/'))).toEqual(['tr', 'en', 'de', 'ar']);
    const locale = (meta: readonly object[]) =>
      meta.find((m) => (m as { property?: string }).property === 'og:locale');
    expect(locale(prerendered('/kontakt'))).toMatchObject({ content: 'de_DE' });
    expect(locale(server.headFor('/kontakt'))).toBeUndefined();
  });
});
