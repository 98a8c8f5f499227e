import { describe, expect, it } from 'vitest';
import { createCatalog, createRouteMap, type CompanyFacts, type Languages } from '@defne/core';
import { buildHead, buildSitemap, checkStructuredData, type SeoTexts } from './index';

// A textile-chemicals exporter in three languages, German with a home of its own and a British
// English tag: every language gets its hreflang, its og:locale and its JSON-LD language.
const languages: Languages = {
  default: 'tr',
  list: [
    { code: 'tr', label: 'Türkçe', dir: 'ltr', tag: 'tr', ogLocale: 'tr_TR' },
    { code: 'en', label: 'English', dir: 'ltr', tag: 'en-GB', ogLocale: 'en_GB' },
    { code: 'de', label: 'Deutsch', dir: 'ltr', tag: 'de', ogLocale: 'de_DE' },
  ],
};
const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/en', de: '/de' },
    sectors: { tr: '/urunler', en: '/products', de: '/produkte' },
  },
  categories: [{ id: 'dyes', slug: { tr: 'boyalar', en: 'dyes', de: 'farbstoffe' } }],
  products: [
    {
      key: 'reactive',
      category: 'dyes',
      slug: { tr: 'reaktif-boya', en: 'reactive-dye', de: 'reaktivfarbstoff' },
    },
  ],
  languages: languages.list.map((l) => l.code),
});
const catalog = createCatalog({
  categories: [
    {
      id: 'dyes',
      imageFolder: 'dyes',
      icon: 'paint',
      slug: { tr: 'boyalar', en: 'dyes', de: 'farbstoffe' },
    },
  ],
  productKeys: { dyes: ['reactive'] },
  imagePath: (folder, index) => `/media/products/${folder}/${index}.svg`,
});
type Page = (typeof routes.pageIds)[number];
type Cat = (typeof catalog.categoryIds)[number];

const textsOf = (words: {
  company: string;
  home: string;
  products: string;
  notFound: string;
  dyes: string;
  dyesText: string;
  reactive: string;
  price: string;
}): SeoTexts<Page, Cat> => ({
  meta: {
    home: { title: `{{company}} | ${words.company}`, description: words.company },
    sectors: { title: `${words.products} | {{company}}`, description: words.products },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: `${words.notFound} | {{company}}`, description: words.notFound },
  },
  catalog: {
    categories: { dyes: { title: words.dyes, description: words.dyesText } },
    products: { reactive: { name: words.reactive, description: words.dyesText } },
  },
  nav: { home: words.home, sectors: words.products },
  common: { priceOnRequest: words.price },
});
const texts = {
  tr: textsOf({
    company: 'Tekstil kimyasalları',
    home: 'Ana Sayfa',
    products: 'Ürünler',
    notFound: 'Sayfa bulunamadı',
    dyes: 'Boyalar',
    dyesText: 'Pamuk ve viskon için reaktif boyalar.',
    reactive: 'Reaktif Boya',
    price: 'Fiyat için bize yazın.',
  }),
  en: textsOf({
    company: 'Textile chemicals',
    home: 'Home',
    products: 'Products',
    notFound: 'Page not found',
    dyes: 'Dyes',
    dyesText: 'Reactive dyes for cotton and viscose.',
    reactive: 'Reactive Dye',
    price: 'Write to us for a price.',
  }),
  de: textsOf({
    company: 'Textilchemie',
    home: 'Startseite',
    products: 'Produkte',
    notFound: 'Seite nicht gefunden',
    dyes: 'Farbstoffe',
    dyesText: 'Reaktivfarbstoffe für Baumwolle und Viskose.',
    reactive: 'Reaktivfarbstoff',
    price: 'Schreiben Sie uns für ein Angebot.',
  }),
};

const company: CompanyFacts = {
  name: 'Ege Tekstil Kimya',
  legalName: 'Ege Tekstil Kimya San. ve Tic. A.Ş.',
  foundingYear: 2009,
  address: {
    street: 'Atatürk Organize Sanayi Bölgesi 10003 Sokak No: 5',
    district: 'Çiğli',
    city: 'İzmir',
    postalCode: '35620',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye', de: 'Türkei' },
  },
  phone: '+90 232 000 00 00',
  phoneHref: 'tel:+902320000000',
  whatsapp: '',
  whatsappHref: '',
  email: 'info@ege-tekstil.example.com',
  emailHref: 'mailto:info@ege-tekstil.example.com',
  linkedin: '',
  mapsUrl: '',
  businessHours: { days: 'Mo-Fr', opens: '08:30', closes: '18:00' },
  stats: [],
};

const origin = 'https://www.ege-tekstil.example.com';
const site = {
  origin,
  siteName: company.name,
  image: '/og.png',
  logo: '/logo.png',
  languages,
  entries: routes.pathEntries,
  texts,
  company,
  categories: catalog.categories,
  products: catalog.products,
  strings: {
    de: {
      documentKinds: {
        technicalDataSheet: 'Technisches Datenblatt',
        safetyDataSheet: 'Sicherheitsdatenblatt',
        certificate: 'Zertifikat',
        brochure: 'Broschüre',
      },
    },
  },
};

describe('a site in three languages', () => {
  it('links every language and x-default, each with its tag', () => {
    const head = buildHead({ ...site, path: '/produkte/farbstoffe' });
    expect(head.meta.lang).toBe('de');
    expect(head.meta.title).toBe('Farbstoffe | Ege Tekstil Kimya');
    expect(head.meta.alternates).toEqual([
      { hreflang: 'tr', href: `${origin}/urunler/boyalar` },
      { hreflang: 'en-GB', href: `${origin}/products/dyes` },
      { hreflang: 'de', href: `${origin}/produkte/farbstoffe` },
      { hreflang: 'x-default', href: `${origin}/urunler/boyalar` },
    ]);
  });

  it('gives og:locale of the page and og:locale:alternate of each other language', () => {
    const head = buildHead({ ...site, path: '/de' });
    expect(head.meta.openGraph.locale).toBe('de_DE');
    expect(head.meta.openGraph.localeAlternate).toEqual(['tr_TR', 'en_GB']);
    const english = buildHead({ ...site, path: '/products' });
    expect(english.meta.openGraph.locale).toBe('en_GB');
    expect(english.meta.openGraph.localeAlternate).toEqual(['tr_TR', 'de_DE']);
  });

  it("says the page's language tag in JSON-LD and breadcrumbs in German", () => {
    const head = buildHead({ ...site, path: '/produkte/farbstoffe/reaktivfarbstoff' });
    expect(checkStructuredData(head.jsonLd)).toEqual([]);
    const graph = head.jsonLd['@graph'] as unknown as Record<string, unknown>[];
    expect(graph.find((n) => n['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'de' });
    const english = buildHead({ ...site, path: '/products/dyes' });
    const website = (english.jsonLd['@graph'] as unknown as Record<string, unknown>[]).find(
      (n) => n['@type'] === 'WebSite',
    );
    expect(website).toMatchObject({ inLanguage: 'en-GB' });
  });

  it('lists three alternates and x-default for each address in the sitemap', () => {
    const xml = buildSitemap({ origin, entries: routes.pathEntries, languages });
    const sector = xml
      .split('<url>')
      .find((u) =>
        u.includes('<loc>https://www.ege-tekstil.example.com/produkte/farbstoffe</loc>'),
      );
    expect(sector?.match(/<xhtml:link [^>]*>/g)).toEqual([
      `<xhtml:link rel="alternate" hreflang="tr" href="${origin}/urunler/boyalar"/>`,
      `<xhtml:link rel="alternate" hreflang="en-GB" href="${origin}/products/dyes"/>`,
      `<xhtml:link rel="alternate" hreflang="de" href="${origin}/produkte/farbstoffe"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/urunler/boyalar"/>`,
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(routes.pathEntries.length);
  });

  it('refuses a language it has no words for rather than leave them out', () => {
    const { strings: _german, ...withoutGerman } = site;
    void _german;
    expect(() =>
      buildHead({ ...withoutGerman, path: '/produkte/farbstoffe/reaktivfarbstoff' }),
    ).toThrow('@defne/seo: no "de" text for documentKinds');
  });
});
