import { companyFacts, createCatalog, createRouteMap } from '@defne/core';
import { defineSite } from '@defne/site/config';
import { FixtureFooter, FixtureHeader } from './frame';
import { en, tr } from './texts';

// Defne Örnek Lojistik: a site that uses every extension point of the kit (README, "Extension
// points"): a page of its own the route map adds (`careers`), the kit's home page replaced by its
// own, and the frame's Header and Footer drawn by itself. The kit's test builds it
// (src/extension-points.test.ts).
const company = companyFacts({
  name: 'Defne Örnek Lojistik',
  legalName: 'Defne Örnek Lojistik A.Ş.',
  foundingYear: 2021,
  address: {
    street: 'Liman Caddesi 12',
    district: 'Konak',
    city: 'İzmir',
    postalCode: '35210',
    country: 'TR',
    countryName: { tr: 'Türkiye', en: 'Türkiye' },
  },
  phone: '+90 232 000 00 00',
  email: 'bilgi@lojistik.example.com',
  businessHours: { days: 'Mo-Fr', opens: '08:30', closes: '17:30' },
  stats: [],
});

const catalog = createCatalog({ categories: [], productKeys: {}, imagePath: () => '' });

const routes = createRouteMap({
  pages: { home: { tr: '/', en: '/en' }, careers: { tr: '/kariyer', en: '/careers' } },
  categories: catalog.categories,
});

export default defineSite({
  company,
  routes,
  catalog,
  origin: 'https://www.lojistik.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  navigation: { header: ['home', 'careers'], quickLinks: ['home', 'careers'] },
  copyrightYear: 2026,
  texts: { tr: async () => tr, en: async () => en },
  pages: { home: 'pages/home.tsx', careers: 'pages/careers.tsx' },
  components: { Header: FixtureHeader, Footer: FixtureFooter },
});
