import { catalog, company, constants, routes, suppliers } from '@defne/content';
import { defineSite } from '@defne/site/config';

// Kuzeyhan Kimya's site: its content (@defne/content), its pictures (media/) and this config. The
// kit (@defne/site) makes every page, route, head, sitemap and the prerender list from it.
export default defineSite({
  company,
  routes,
  catalog,
  suppliers,
  origin: 'https://www.kuzeyhankimya.example.com',
  logo: { src: '/favicon.svg', width: 36, height: 36 },
  schemaLogo: '/icon-512.png',
  headLinks: [
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    { rel: 'manifest', href: '/site.webmanifest' },
  ],
  // The header and footer: the spec's items (section 2).
  navigation: {
    header: [
      'home',
      { page: 'corporate', children: ['about', 'mission', 'vision'] },
      { page: 'sectors', children: 'sectors' },
      'suppliers',
      'contact',
    ],
    quickLinks: ['home', 'about', 'suppliers', 'contact'],
    legal: ['privacy'],
  },
  // Spec: the 404 page's "Popular pages" link to sectors, about and contact.
  popular: ['sectors', 'about', 'contact'],
  copyrightYear: constants.COPYRIGHT_YEAR,
  // No priceValidUntil: prices are on request, so an offer has no end date to state, and any
  // fixed date would publish every offer expired once it passed (D23).
  // The product pages' details (properties, applications, packaging, supplier, documents).
  productDetails: () => import('@defne/content/details').then((m) => m.productDetails),
  texts: {
    tr: () => import('@defne/content/locales/tr').then((m) => m.tr),
    en: () => import('@defne/content/locales/en').then((m) => m.en),
  },
  // The pictures the kit's `defne-site media` makes (the build's `media` step, with this site's
  // drawings in media/drawings.mjs): hero, map, share images, every product's pictures in sizes
  // and formats, supplier logos.
  media: () => import('./media/manifest.generated').then((m) => m.mediaManifest),
});
