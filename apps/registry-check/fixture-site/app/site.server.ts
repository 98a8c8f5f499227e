import { createSiteServer, siteOrigin } from '@defne/site/server';
import { withSiteTexts } from '@defne/site/texts';
import { catalog, company, defaultVariables, routes } from '../content';
import { en, tr } from '../content/texts';

// The one config: routes, texts over the kit's, and what the head tags say of the company.
export const site = createSiteServer({
  routes,
  texts: { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) },
  seo: {
    origin: siteOrigin('https://www.verpackung.example.com'),
    siteName: company.name,
    logo: '/logo.svg',
    image: '/logo.svg',
    company,
    categories: catalog.categories,
    products: catalog.products,
    priceValidUntil: '2026-12-31',
    values: defaultVariables,
    currency: 'EUR',
    contactLanguages: ['German', 'Turkish', 'English'],
  },
});
