import { companyFacts, createCatalog, createRouteMap } from '@defne/core';
import { defineSite } from '@defne/site/config';
import { ar, en } from './texts';

// Defne Örnek Filtre: an English site adding Arabic page by page (D27). Its config names English
// as the language Arabic falls back to; its Arabic texts leave the careers page and one product
// unwritten. The kit's test builds it (src/fallback-build.test.ts). Its home and careers pages
// are the extension-point fixture's own page modules.
const company = companyFacts({
  name: 'Defne Örnek Filtre',
  legalName: 'Defne Örnek Filtre A.Ş.',
  foundingYear: 1998,
  address: {
    street: 'Atatürk Organize Sanayi Bölgesi 10001 Sokak 12',
    district: 'Çiğli',
    city: 'İzmir',
    postalCode: '35620',
    country: 'TR',
    countryName: { en: 'Türkiye', ar: 'تركيا' },
  },
  phone: '+90 232 000 00 01',
  email: 'info@filtre.example.com',
  businessHours: { days: 'Mo-Fr', opens: '08:30', closes: '17:30' },
  stats: [],
});

const catalog = createCatalog({
  categories: [
    {
      id: 'filtration',
      imageFolder: 'filtration',
      icon: 'filter',
      slug: { en: 'filtration', ar: 'tarshih' },
    },
  ],
  productKeys: { filtration: ['filterPaper', 'needleFelt'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.svg`,
});

const routes = createRouteMap({
  languages: ['en', 'ar'],
  defaultLang: 'en',
  pages: {
    home: { en: '/', ar: '/ar' },
    about: { en: '/about', ar: '/ar/man-nahnu' },
    sectors: { en: '/sectors', ar: '/ar/qitaat' },
    careers: { en: '/careers', ar: '/ar/wazaif' },
  },
  categories: catalog.categories,
  products: [
    { key: 'filterPaper', category: 'filtration', slug: { en: 'filter-paper', ar: 'waraq' } },
    { key: 'needleFelt', category: 'filtration', slug: { en: 'needle-felt', ar: 'labad' } },
  ],
});

export default defineSite({
  company,
  routes,
  catalog,
  origin: 'https://www.filtre.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  languages: {
    default: 'en',
    list: [
      { code: 'en', label: 'English', ogLocale: 'en_US' },
      { code: 'ar', label: 'العربية', dir: 'rtl' },
    ],
  },
  fallbackLanguage: 'en',
  navigation: {
    header: ['home', 'about', { page: 'sectors', children: 'sectors' }, 'careers'],
    quickLinks: ['home', 'about', 'sectors', 'careers'],
  },
  copyrightYear: 2026,
  texts: { en: async () => en, ar: async () => ar },
  pages: { home: '../fixture-site/pages/home.tsx', careers: '../fixture-site/pages/careers.tsx' },
  search: false,
});
