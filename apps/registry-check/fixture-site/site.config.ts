import { defineSite } from '@defne/site/config';
import { catalog, company, routes } from './content';
import { boxes } from './icons';

// Defne Verpackung: its content (content/), its tokens (tokens.css) and this config.
export default defineSite({
  company,
  routes,
  catalog,
  origin: 'https://www.verpackung.example.com',
  logo: { src: '/logo.svg', width: 40, height: 40 },
  shareImage: '/logo.svg',
  headLinks: [{ rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' }],
  navigation: {
    header: ['home', { page: 'sectors', children: 'sectors' }, 'sampleRequest'],
    quickLinks: ['home', 'sectors', 'sampleRequest'],
  },
  copyrightYear: 2026,
  // Turkish (the default, at `/`), English and German, its home market's language.
  languages: {
    default: 'tr',
    list: [
      { code: 'tr', label: 'Türkçe' },
      { code: 'en', label: 'English', ogLocale: 'en_US' },
      { code: 'de', label: 'Deutsch' },
    ],
  },
  currency: 'EUR',
  contactLanguages: ['German', 'Turkish', 'English'],
  texts: {
    tr: () => import('./content/generated/locales/tr').then((m) => m.tr),
    en: () => import('./content/generated/locales/en').then((m) => m.en),
    de: () => import('./content/locales/de').then((m) => m.de),
  },
  // Its sector's icon is its own glyph (`icon: 'crate'` in the catalogue).
  sectorIcons: { crate: boxes },
  // The quote form on its home page asks for its own fields, and a sample request form of its own
  // has a page (`sampleRequest` of the route map) and a template (`sample-form` locally) of its own.
  enquiry: {
    forms: {
      sample: {
        page: 'sampleRequest',
        fields: [
          { name: 'fullName', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
          { name: 'company', type: 'text', maxLength: 120, autoComplete: 'organization' },
          { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
          { name: 'dimensions', type: 'text', required: true, maxLength: 40 },
          { name: 'quantity', type: 'text', required: true, maxLength: 2 },
          {
            name: 'address',
            type: 'textarea',
            required: true,
            maxLength: 300,
            rows: 3,
            autoComplete: 'street-address',
          },
          { name: 'notes', type: 'textarea', maxLength: 1000, rows: 3 },
        ],
      },
    },
    fields: {
      short: [
        { name: 'fullName', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
        { name: 'email', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
        { name: 'orderNumber', type: 'text', maxLength: 12 },
        { name: 'quantity', type: 'text', required: true, maxLength: 10 },
        { name: 'details', type: 'textarea', required: true, maxLength: 2000, rows: 4 },
      ],
    },
  },
  productImageSize: { width: 800, height: 800 },
  galleryExtras: 1,
});
