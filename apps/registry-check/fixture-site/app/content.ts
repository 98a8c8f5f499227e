// The sister company's content, built with the company-free toolkit of @defne/content.
import { createCatalog, createRouteMap, type CompanyFacts, type Lang } from '@defne/content/core';
import type { SeoTexts } from '@defne/seo';

export const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'crate', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['singleWall', 'doubleWall'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

export const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/' },
    sectors: { tr: '/urunler', en: '/products' },
  },
  categories: catalog.categories,
});

// A subsidiary abroad: its own country, statistics and languages.
export const company: CompanyFacts<'employees' | 'countries'> = {
  name: 'Defne Verpackung',
  legalName: 'Defne Verpackung GmbH',
  foundingYear: 2016,
  address: {
    street: 'Beispielstraße 12',
    district: 'Altona',
    city: 'Hamburg',
    postalCode: '22765',
    country: 'DE',
    countryName: { tr: 'Almanya', en: 'Germany' },
  },
  phone: '+49 40 555 0100',
  phoneHref: 'tel:+49405550100',
  whatsapp: '',
  whatsappHref: '',
  email: 'info@verpackung.example.com',
  emailHref: 'mailto:info@verpackung.example.com',
  linkedin: '',
  mapsUrl: '',
  businessHours: { days: 'Mo-Fr', opens: '08:00', closes: '17:00' },
  stats: [
    { id: 'employees', value: 40, suffix: '' },
    { id: 'countries', value: 12, suffix: '+' },
  ],
};

type Page = (typeof routes.pageIds)[number];
type Category = (typeof catalog.categoryIds)[number];

export const texts: Record<Lang, SeoTexts<Page, Category>> = {
  tr: {
    meta: {
      home: { title: '{{company}} | Ambalaj', description: 'Hamburg’dan oluklu koliler.' },
      sectors: { title: 'Ürünler | {{company}}', description: 'Tüm ürün gruplarımız.' },
      sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
      notFound: { title: 'Sayfa bulunamadı | {{company}}', description: 'Aradığınız sayfa yok.' },
    },
    catalog: {
      categories: {
        boxes: { title: 'Oluklu Koliler', description: 'Tek ve çift oluklu koliler.' },
      },
      products: {
        singleWall: { name: 'Tek Oluklu Koli', description: 'Hafif ürünler için dayanıklı koli.' },
        doubleWall: { name: 'Çift Oluklu Koli', description: 'Ağır ürünler için sağlam koli.' },
      },
    },
    nav: { home: 'Ana Sayfa', sectors: 'Ürünler' },
    common: { priceOnRequest: 'Fiyat için bize yazın.' },
  },
  en: {
    meta: {
      home: { title: '{{company}} | Packaging', description: 'Corrugated boxes from Hamburg.' },
      sectors: { title: 'Products | {{company}}', description: 'All our product groups.' },
      sector: { title: '{{sector}} | {{company}}', description: '{{description}}' },
      notFound: { title: 'Page not found | {{company}}', description: 'There is no such page.' },
    },
    catalog: {
      categories: {
        boxes: { title: 'Corrugated Boxes', description: 'Single and double wall boxes.' },
      },
      products: {
        singleWall: { name: 'Single Wall Box', description: 'A sturdy box for light goods.' },
        doubleWall: { name: 'Double Wall Box', description: 'A strong box for heavy goods.' },
      },
    },
    nav: { home: 'Home', sectors: 'Products' },
    common: { priceOnRequest: 'Write to us for a price.' },
  },
};
