import { categories, company, constants, products, routes, type Lang } from '@defne/content';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';
import { withSiteTexts } from '@defne/site/texts';
import { createSiteServer, siteOrigin } from '@defne/site/server';
import { ogImage } from './media';

// Build time only (route loaders): each prerendered page carries just the texts it shows, in its
// own language, and its finished <head>, as loader data. No translation file ships as JavaScript.
export const site = createSiteServer({
  routes,
  texts: { tr: withSiteTexts('tr', tr), en: withSiteTexts('en', en) },
  seo: {
    company,
    catalog: { categories, products },
    origin: siteOrigin('https://www.kuzeyhankimya.example.com'),
    image: (lang: Lang) => ogImage(lang).src,
    logo: '/icon-512.png',
    priceValidUntil: constants.PRICE_VALID_UNTIL,
  },
});

export const { pick, pickPart, headFor, headsFor, routeOf } = site;
