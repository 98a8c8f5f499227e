import {
  categories,
  company,
  constants,
  defaultVariables,
  langOfPath,
  pathEntries,
  products,
  type Lang,
} from '@defne/content';
import { en } from '@defne/content/locales/en';
import { tr } from '@defne/content/locales/tr';
import { buildHead, toMetaDescriptors } from '@defne/seo';
import type { MetaDescriptor } from 'react-router';
import { ogImage } from '../media';
import { siteOrigin } from './origin.server';

// Build time only (route loaders): the finished <head> of each page travels as loader data, so
// no metadata code ships to the browser.
const site = {
  origin: siteOrigin(),
  siteName: company.name,
  logo: '/icon-512.png',
  entries: pathEntries,
  texts: { tr, en },
  company,
  categories,
  products,
  priceValidUntil: constants.PRICE_VALID_UNTIL,
  values: defaultVariables,
};

/** Head descriptors of a prerendered path in its own language ('/' and 404: the one given). */
export function headFor(
  path: string,
  options: {
    lang?: Lang;
    notFound?: boolean;
    /** The page's own share picture (a product's), with its alternative text. */
    image?: { src: string; alt: string };
  } = {},
): MetaDescriptor[] {
  const lang = options.lang ?? langOfPath(path) ?? 'tr';
  const head = buildHead({
    ...site,
    path,
    lang,
    image: options.image?.src ?? ogImage(lang).src,
    imageAlt: options.image?.alt ?? company.name,
    notFound: options.notFound ?? false,
  });
  return toMetaDescriptors(head.tags) as MetaDescriptor[];
}

/** '/' and the 404 page show the visitor's language: their head in both, chosen in the browser. */
export function headsFor(path: string, options: { notFound?: boolean } = {}) {
  return {
    tr: headFor(path, { ...options, lang: 'tr' }),
    en: headFor(path, { ...options, lang: 'en' }),
  };
}
