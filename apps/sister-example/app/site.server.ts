import { createSiteServer, siteOrigin } from '@defne/site/server';
import { withSiteTexts } from '@defne/site/texts';
import { catalog, company, routes } from '../content';
import { en } from '../content/locales/en';
import { tr } from '../content/locales/tr';

// Build time only: each page's texts and finished <head> travel as loader data.
export const site = createSiteServer({
  routes,
  texts: { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) },
  seo: {
    origin: siteOrigin('https://www.defneambalaj.example.com'),
    logo: '/logo.svg',
    image: '/og.svg',
    company,
    catalog,
    // Its own offer terms: the kit has no default that could go stale.
    priceValidUntil: '2026-12-31',
  },
});
