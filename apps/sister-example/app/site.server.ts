import { siteConstants } from '@defne/content/core';
import { createSiteServer, siteOrigin } from '@defne/site/server';
import { withSiteTexts } from '@defne/site/texts';
import { catalog, company, defaultVariables, routes } from '../content';
import { en } from '../content/locales/en';
import { tr } from '../content/locales/tr';

// Build time only: each page's texts and finished <head> travel as loader data.
export const site = createSiteServer({
  routes,
  texts: { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) },
  seo: {
    origin: siteOrigin('https://www.defneambalaj.example.com'),
    siteName: company.name,
    logo: '/logo.svg',
    image: '/og.svg',
    imageAlt: company.name,
    company,
    categories: catalog.categories,
    products: catalog.products,
    priceValidUntil: siteConstants.PRICE_VALID_UNTIL,
    values: defaultVariables,
  },
});
