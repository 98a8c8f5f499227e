import { siteConstants, type Lang } from '@defne/content/core';
import { buildHead, buildRobots, buildSitemap, toMetaDescriptors } from '@defne/seo';
import type { MetaDescriptor } from 'react-router';
import { catalog, company, defaultVariables, routes } from '../../content';
import { en } from '../../content/locales/en';
import { tr } from '../../content/locales/tr';

// Build time only (route loaders): each page's finished <head> travels as loader data.

/** Public origin (canonical URLs, hreflang, sitemap): build-time SITE_ORIGIN. */
export const origin = (process.env.SITE_ORIGIN ?? 'https://www.defneambalaj.example.com').replace(
  /\/+$/,
  '',
);

const site = {
  origin,
  siteName: company.name,
  logo: '/logo.svg',
  image: '/og.svg',
  imageAlt: company.name,
  entries: routes.pathEntries,
  texts: { tr, en },
  company,
  categories: catalog.categories,
  products: catalog.products,
  priceValidUntil: siteConstants.PRICE_VALID_UNTIL,
  values: defaultVariables,
};

/** Head descriptors of a path in its language ('/' and 404: the one given). */
export function headFor(
  path: string,
  options: { lang?: Lang; notFound?: boolean } = {},
): MetaDescriptor[] {
  const lang = options.lang ?? routes.langOfPath(path) ?? 'tr';
  const head = buildHead({ ...site, path, lang, notFound: options.notFound ?? false });
  return toMetaDescriptors(head.tags) as MetaDescriptor[];
}

/** '/' and the 404 page show the visitor's language: their head in both. */
export function headsFor(path: string, options: { notFound?: boolean } = {}) {
  return {
    tr: headFor(path, { ...options, lang: 'tr' }),
    en: headFor(path, { ...options, lang: 'en' }),
  };
}

export const sitemapXml = () => buildSitemap({ origin, entries: routes.pathEntries });
export const robotsTxt = () => buildRobots({ origin });
