import { describe, expect, it } from 'vitest';
import { createCatalog, createRouteMap, type CompanyFacts } from '@defne/core';
import { company as kuzeyhan } from '@defne/content';
import {
  buildHead,
  buildSitemap,
  checkStructuredData,
  renderHeadHtml,
  type SeoTexts,
} from './index';

// A sister site whose pages and categories share nothing with Kuzeyhan's unions: the generic
// SeoTexts<P, C> and buildHead<P, C> take them as they are, with no filler for other sectors.
const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/' },
    about: { tr: '/hakkimizda', en: '/about' },
    sectors: { tr: '/urunler', en: '/products' },
    contact: { tr: '/iletisim', en: '/contact' },
  },
  categories: [
    { id: 'boxes', slug: { tr: 'koliler', en: 'boxes' } },
    { id: 'films', slug: { tr: 'filmler', en: 'films' } },
  ],
});
const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'warehouse', slug: { tr: 'koliler', en: 'boxes' } },
    { id: 'films', imageFolder: 'films', icon: 'truck', slug: { tr: 'filmler', en: 'films' } },
  ],
  productKeys: { boxes: ['single', 'double'], films: ['hand'] },
  imagePath: (folder, index) => `/media/products/${folder}/${index}.svg`,
});
type Page = (typeof routes.pageIds)[number];
type Cat = (typeof catalog.categoryIds)[number];

const trTexts: SeoTexts<Page, Cat> = {
  meta: {
    home: {
      title: '{{company}} | Ambalaj',
      description: '{{foundingYear}} yılından beri ambalaj.',
    },
    about: { title: 'Hakkımızda | {{company}}', description: 'Şirketimiz.' },
    sectors: { title: 'Ürünler | {{company}}', description: 'Tüm ürün grupları.' },
    contact: { title: 'İletişim | {{company}}', description: 'Bize yazın.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Sayfa bulunamadı | {{company}}', description: 'Yok.' },
  },
  catalog: {
    categories: {
      boxes: { title: 'Oluklu Koliler', description: 'Tek ve çift oluklu koliler.' },
      films: { title: 'Streç Filmler', description: 'Palet sarma filmleri.' },
    },
    products: {
      single: { name: 'Tek Oluklu Koli', description: 'Hafif ürünler için.' },
      double: { name: 'Çift Oluklu Koli', description: 'Ağır ürünler için.' },
      hand: { name: 'El Streç Filmi', description: 'Elle sarım için.' },
    },
  },
  nav: { home: 'Ana Sayfa', sectors: 'Ürünler' },
  common: { priceOnRequest: 'Fiyat için bize yazın.' },
};
const enTexts: SeoTexts<Page, Cat> = {
  meta: {
    home: { title: '{{company}} | Packaging', description: 'Packaging since {{foundingYear}}.' },
    about: { title: 'About | {{company}}', description: 'Our company.' },
    sectors: { title: 'Products | {{company}}', description: 'All product groups.' },
    contact: { title: 'Contact | {{company}}', description: 'Write to us.' },
    sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
    notFound: { title: 'Page not found | {{company}}', description: 'Missing.' },
  },
  catalog: {
    categories: {
      boxes: { title: 'Corrugated Boxes', description: 'Single and double wall boxes.' },
      films: { title: 'Stretch Films', description: 'Pallet wrapping films.' },
    },
    products: {
      single: { name: 'Single Wall Box', description: 'For light goods.' },
      double: { name: 'Double Wall Box', description: 'For heavy goods.' },
      hand: { name: 'Hand Stretch Film', description: 'For wrapping by hand.' },
    },
  },
};

const company: CompanyFacts = {
  name: 'Örnek Ambalaj',
  legalName: 'Örnek Ambalaj San. ve Tic. A.Ş.',
  foundingYear: 2015,
  address: {
    street: 'Organize Sanayi Bölgesi 3. Cadde No: 7',
    district: 'Nilüfer',
    city: 'Bursa',
    postalCode: '16140',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone: '+90 224 000 00 00',
  phoneHref: 'tel:+902240000000',
  whatsapp: '',
  whatsappHref: '',
  email: 'info@ornek-ambalaj.example.com',
  emailHref: 'mailto:info@ornek-ambalaj.example.com',
  linkedin: '',
  mapsUrl: '',
  businessHours: { days: 'Mo-Sa', opens: '08:30', closes: '17:30' },
  stats: [],
};

const site = {
  origin: 'https://www.ornek-ambalaj.example.com',
  siteName: company.name,
  image: '/og.png',
  logo: '/logo.png',
  entries: routes.pathEntries,
  texts: { tr: trTexts, en: enTexts },
  company,
  categories: catalog.categories,
  products: catalog.products,
};

describe('a sister site with its own pages and categories', () => {
  it('gets titles, canonicals and hreflang twins of its own paths', () => {
    const head = buildHead({ ...site, path: '/products/films/' });
    expect(head.meta.title).toBe('Stretch Films | Örnek Ambalaj');
    expect(head.meta.description).toBe('Pallet wrapping films.');
    expect(head.meta.canonical).toBe('https://www.ornek-ambalaj.example.com/products/films');
    expect(head.meta.alternates.map((a) => a.href)).toEqual([
      'https://www.ornek-ambalaj.example.com/urunler/filmler',
      'https://www.ornek-ambalaj.example.com/products/films',
      'https://www.ornek-ambalaj.example.com/urunler/filmler',
    ]);
    expect(head.meta.page).toEqual({ kind: 'sector', category: 'films' });
  });

  it('gets valid JSON-LD: its hours, breadcrumbs through its sectors page, its products', () => {
    const head = buildHead({ ...site, path: '/urunler/koliler' });
    expect(checkStructuredData(head.jsonLd)).toEqual([]);
    const graph = head.jsonLd['@graph'] as unknown as Record<string, unknown>[];
    // The company in full is on its home page; the sector page names it by its @id.
    expect(graph.some((n) => n['@type'] === 'LocalBusiness')).toBe(false);
    const home = buildHead({ ...site, path: '/' });
    expect(checkStructuredData(home.jsonLd)).toEqual([]);
    const business = (home.jsonLd['@graph'] as unknown as Record<string, unknown>[]).find(
      (n) => n['@type'] === 'LocalBusiness',
    )!;
    expect(business.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:30', closes: '17:30' }),
    ]);
    expect(
      (business.openingHoursSpecification as { dayOfWeek: string[] }[])[0]!.dayOfWeek,
    ).toHaveLength(6);
    const crumbs = graph.find((n) => n['@type'] === 'BreadcrumbList')!;
    expect((crumbs.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Ana Sayfa',
      'Ürünler',
      'Oluklu Koliler',
    ]);
    const list = graph.find((n) => n['@type'] === 'ItemList')!;
    expect(list.numberOfItems).toBe(2);
    expect(JSON.stringify(list)).toContain(
      'https://www.ornek-ambalaj.example.com/media/products/boxes/1.svg',
    );
    expect(JSON.stringify(list)).toContain('Fiyat için bize yazın.');
  });

  it('lists its sectors on its sectors page and handles the 404 page', () => {
    const sectors = buildHead({ ...site, path: '/products' });
    expect(checkStructuredData(sectors.jsonLd)).toEqual([]);
    expect(JSON.stringify(sectors.jsonLd)).toContain(
      'https://www.ornek-ambalaj.example.com/products/boxes',
    );
    const missing = buildHead({ ...site, path: '/nowhere', notFound: true, lang: 'en' });
    expect(missing.meta.title).toBe('Page not found | Örnek Ambalaj');
    expect(missing.meta.robots).toBe('noindex, follow');
  });

  it('writes a sitemap of exactly its paths', () => {
    const xml = buildSitemap({ origin: site.origin, entries: routes.pathEntries });
    expect(xml.match(/<loc>/g)).toHaveLength(routes.prerenderPaths.length);
    expect(xml).toContain('<loc>https://www.ornek-ambalaj.example.com/urunler/filmler</loc>');
  });

  it('carries nothing of the first company', () => {
    const html = routes.prerenderPaths
      .map((path) => renderHeadHtml(buildHead({ ...site, path }).tags))
      .join('\n');
    for (const needle of [
      kuzeyhan.name,
      kuzeyhan.phone,
      kuzeyhan.email,
      'sektorler',
      'filtration',
    ]) {
      expect(html).not.toContain(needle);
    }
  });

  it('types the texts by the site’s own pages and categories', () => {
    const { contact: _dropped, ...withoutContact } = trTexts.meta;
    // @ts-expect-error a page of the route map without meta texts is a type error
    const missing: SeoTexts<Page, Cat> = { ...trTexts, meta: withoutContact };
    expect(missing).toBeDefined();
    // Kuzeyhan-shaped texts still fit the defaults.
    const kuzeyhanShaped: SeoTexts = undefined as unknown as SeoTexts<
      | 'home'
      | 'about'
      | 'corporate'
      | 'mission'
      | 'vision'
      | 'sectors'
      | 'suppliers'
      | 'contact'
      | 'privacy',
      | 'filtration'
      | 'wireAndNails'
      | 'paintInkPlastic'
      | 'dentalSupplies'
      | 'shoeSolesAndMachines'
      | 'decoration'
    >;
    expect(kuzeyhanShaped).toBeUndefined();
  });
});

// A sister company abroad: its own country, currency, statistics, English variant and languages.
interface Business {
  address: { addressCountry: string };
  contactPoint: { availableLanguage: string[]; areaServed: unknown }[];
}
interface ProductList {
  itemListElement: { item: { offers: { priceCurrency: string } } }[];
}
/** The LocalBusiness (home and contact pages), WebSite and product ItemList of a page's graph. */
function nodes(graph: unknown) {
  const all = graph as Record<string, unknown>[];
  const of = (type: string) => all.find((n) => n['@type'] === type);
  return {
    business: of('LocalBusiness') as unknown as Business,
    website: of('WebSite')!,
    products: of('ItemList') as unknown as ProductList,
  };
}

describe('a sister site outside Türkiye, in its own currency and languages', () => {
  const abroad: CompanyFacts<'employees' | 'countries'> = {
    ...company,
    name: 'Defne Verpackung Wien',
    legalName: 'Defne Verpackung Wien GmbH',
    address: {
      street: 'Mustergasse 5',
      district: 'Leopoldstadt',
      city: 'Wien',
      postalCode: '1020',
      country: 'AT',
      countryName: { tr: 'Avusturya', en: 'Austria' },
    },
    stats: [
      { id: 'employees', value: 25, suffix: '' },
      { id: 'countries', value: 7, suffix: '+' },
    ],
  };
  const input = {
    ...site,
    siteName: abroad.name,
    company: abroad,
    currency: 'EUR',
    languageTags: { en: 'en-GB' },
    ogLocales: { tr: 'tr_TR', en: 'en_GB' },
    contactLanguages: ['German', 'Turkish', 'English'],
    areaServed: ['AT', 'DE', 'CH'],
  };

  it('prices its offers in its own currency and states its country and languages', () => {
    const head = buildHead({ ...input, path: '/products/boxes' });
    expect(checkStructuredData(head.jsonLd)).toEqual([]);
    const { website, products } = nodes(head.jsonLd['@graph']);
    const { business } = nodes(buildHead({ ...input, path: '/contact' }).jsonLd['@graph']);
    expect(business.address.addressCountry).toBe('AT');
    expect(business.contactPoint[0]!.availableLanguage).toEqual(['German', 'Turkish', 'English']);
    expect(business.contactPoint[0]!.areaServed).toEqual(['AT', 'DE', 'CH']);
    expect(website.inLanguage).toBe('en-GB');
    const offers = products.itemListElement.map((e) => e.item.offers.priceCurrency);
    expect(offers).toEqual(['EUR', 'EUR']);
    const html = renderHeadHtml(head.tags);
    expect(html).not.toContain('TRY');
    expect(html).not.toContain('en_US');
    expect(html).toContain('<meta property="og:locale" content="en_GB">');
    expect(html).toContain('<meta property="og:locale:alternate" content="tr_TR">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="en-GB" href="https://www.ornek-ambalaj.example.com/products/boxes">',
    );
  });

  it('keeps the Turkish page in tr and lists en-GB twins in its sitemap', () => {
    const head = buildHead({ ...input, path: '/urunler/koliler' });
    expect(head.meta.openGraph.locale).toBe('tr_TR');
    expect(head.meta.openGraph.localeAlternate).toEqual(['en_GB']);
    expect(head.meta.alternates.map((a) => a.hreflang)).toEqual(['tr', 'en-GB', 'x-default']);
    const sitemap = buildSitemap({
      origin: input.origin,
      entries: input.entries,
      languageTags: input.languageTags,
    });
    expect(sitemap).toContain('hreflang="en-GB"');
    expect(sitemap).not.toContain('hreflang="en"');
  });

  it('keeps the first site’s defaults when nothing is named', () => {
    const { products } = nodes(buildHead({ ...site, path: '/urunler/koliler' }).jsonLd['@graph']);
    const { business } = nodes(buildHead({ ...site, path: '/' }).jsonLd['@graph']);
    expect(business.contactPoint[0]!.availableLanguage).toEqual(['Turkish', 'English']);
    expect(business.contactPoint[0]!.areaServed).toBe('TR');
    expect(products.itemListElement[0]!.item.offers.priceCurrency).toBe('TRY');
  });
});
