import { defineSite } from '@defne/site/config';
import { GALLERY_EXTRAS, PRODUCT_IMAGE_SIZE, catalog, company, routes, suppliers } from './content';

// Defne Ambalaj's site: its content (content/), its tokens (tokens.css) and this config. The kit
// (@defne/site) makes every page, route, head, sitemap and the prerender list from them.
export default defineSite({
  company,
  routes,
  catalog,
  suppliers,
  origin: 'https://www.defneambalaj.example.com',
  logo: { src: '/logo.svg', width: 36, height: 36 },
  shareImage: '/og.svg',
  // Turkish, English and German; `/` (and x-default) shows English until a visitor chooses.
  languages: {
    default: 'en',
    list: [
      { code: 'tr', label: 'Türkçe' },
      { code: 'en', label: 'English', ogLocale: 'en_US' },
      { code: 'de', label: 'Deutsch' },
    ],
  },
  languageLabels: { tr: 'TR', en: 'EN', de: 'DE' },
  navigation: {
    header: ['home', 'about', { page: 'sectors', children: 'sectors' }, 'contact'],
    quickLinks: ['home', 'about', 'sectors', 'contact'],
    legal: ['privacy'],
    footerSectors: catalog.categories.length,
  },
  popular: ['sectors', 'contact'],
  copyrightYear: 2026,
  // No priceValidUntil: its prices are on request, so its offers state no end date (one that
  // passed would stop the build).
  // Its product pages' properties and sample documents (content/generated/details.ts).
  productDetails: () => import('./content/generated/details').then((m) => m.productDetails),
  texts: {
    tr: () => import('./content/locales/tr').then((m) => m.tr),
    en: () => import('./content/locales/en').then((m) => m.en),
    de: () => import('./content/locales/de').then((m) => m.de),
  },
  // Its product pictures are one SVG each, with one gallery extra (public/media/products/).
  productImageSize: PRODUCT_IMAGE_SIZE,
  galleryExtras: GALLERY_EXTRAS,
  // Three product groups and ten products: the grid needs no search field.
  search: false,
});
