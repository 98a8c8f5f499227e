import { createSiteServer, siteOrigin } from '@defne/site/server';
import { withSiteTexts } from '@defne/site/texts';
import { catalog, company, routes } from '../content';
import { en, tr } from '../content/texts';

// The one config: routes, texts over the kit's, and what the head tags say of the company.
export const site = createSiteServer({
  routes,
  texts: { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) },
  seo: {
    origin: siteOrigin('https://www.verpackung.example.com'),
    logo: '/logo.svg',
    image: '/logo.svg',
    company,
    catalog,
    priceValidUntil: '2026-12-31',
    currency: 'EUR',
    contactLanguages: ['German', 'Turkish', 'English'],
  },
});
