// A one-sector catalogue, its route map in two languages and a company without LinkedIn, for the
// frame's tests.
import { createCatalog, createRouteMap, type CompanyData } from '@defne/core';

export const catalog = createCatalog({
  categories: [
    { id: 'boxes', imageFolder: 'boxes', icon: 'crate', slug: { tr: 'koliler', en: 'boxes' } },
  ],
  productKeys: { boxes: ['box'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

export const routes = createRouteMap({
  pages: { home: { tr: '/', en: '/en' }, sectors: { tr: '/urunler', en: '/products' } },
  categories: catalog.categories,
});

export const companyData = {
  name: 'Defne Örnek',
  legalName: 'Defne Örnek Ambalaj A.Ş.',
  foundingYear: 2020,
  address: {
    street: 'Çiçek Sokak No: 1',
    district: 'Kadıköy',
    city: 'İstanbul',
    postalCode: '34710',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone: '+90 216 000 00 00',
  whatsapp: '+90 532 000 00 00',
  email: 'info@ornek.example.com',
  businessHours: { days: 'Mo-Fr', opens: '09:00', closes: '18:00' },
  stats: [],
} satisfies CompanyData;
