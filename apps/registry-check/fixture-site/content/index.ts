// Defne Verpackung's content, built with the company-free toolkit of @defne/content.
import { createCatalog, createRouteMap, textVariables, type CompanyFacts } from '@defne/core';

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
    // The page of its sample request form (the config's `enquiry.forms.sample`).
    sampleRequest: { tr: '/numune-talebi', en: '/sample-request' },
  },
  categories: catalog.categories,
  products: [
    { key: 'singleWall', category: 'boxes', slug: { tr: 'tek-oluklu', en: 'single-wall' } },
    { key: 'doubleWall', category: 'boxes', slug: { tr: 'cift-oluklu', en: 'double-wall' } },
  ],
});

export type PageId = (typeof routes.pageIds)[number];

// A subsidiary abroad: its own country and statistics.
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
  mapsUrl: 'https://www.openstreetmap.org/search?query=Hamburg',
  businessHours: { days: 'Mo-Fr', opens: '08:00', closes: '17:00' },
  stats: [
    { id: 'employees', value: 40, suffix: '' },
    { id: 'countries', value: 12, suffix: '+' },
  ],
};

export const defaultVariables = textVariables(company);
