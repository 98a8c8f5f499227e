// A small site, resolved as the build resolves a config: what the kit's pages read as
// `virtual:defne/site` in the kit's own tests (vitest.config.ts). Two languages, a catalogue of one
// sector with two products, and a contact page.
import { createCatalog, createRouteMap } from '@defne/core';
import { resolveSite, type SiteConfig } from '../src/config';

const catalog = createCatalog({
  categories: [
    {
      id: 'filtration',
      imageFolder: 'filtration',
      icon: 'filter',
      slug: { tr: 'filtrasyon', en: 'filtration' },
    },
  ],
  productKeys: { filtration: ['filterPaper', 'needleFelt'] },
  imagePath: (folder, index) => `/media/${folder}/${index}.webp`,
});

const routes = createRouteMap({
  pages: {
    home: { tr: '/', en: '/en' },
    sectors: { tr: '/sektorler', en: '/sectors' },
    contact: { tr: '/iletisim', en: '/contact' },
  },
  categories: catalog.categories,
  products: [
    {
      key: 'filterPaper',
      category: 'filtration',
      slug: { tr: 'filtre-kagidi', en: 'filter-paper' },
    },
    { key: 'needleFelt', category: 'filtration', slug: { tr: 'igneli-kece', en: 'needle-felt' } },
  ],
});

const texts = async () => ({});

export default resolveSite({
  company: { stats: [], email: 'info@ornek.example.com' } as unknown as SiteConfig['company'],
  routes,
  catalog,
  origin: 'https://www.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.png',
  navigation: { header: ['home', 'contact'], quickLinks: ['home', 'contact'] },
  texts: { tr: texts, en: texts },
  copyrightYear: 2026,
});
