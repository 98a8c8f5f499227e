import type { CategoryId, DocumentKind, Lang, Localized, PageId } from './content-types';

export type {
  CategoryId,
  CompanyFacts,
  DocumentKind,
  Lang,
  Localized,
  PageId,
  PathEntry,
  Product,
  ProductDetails,
  RouteMatch,
  SectorCategory,
  Supplier,
} from './content-types';

/** A title and description pair, as in the `meta` namespace of the resources. */
export interface MetaText {
  title: string;
  description: string;
}

/**
 * The part of one language's resources (a site's `Resources`) this package reads.
 * `meta.sector.*` may hold `{{name}}` (the sector title) and `{{description}}` (its description).
 * `P` and `C` are the site's page and category ids (any string by default): a site's texts
 * need only its own pages and categories.
 */
export interface SeoTexts<P extends string = PageId, C extends string = CategoryId> {
  /**
   * Titles and descriptions per page. An optional `meta.product` serves the product pages (D17):
   * `{{product}}`, `{{sector}}`, `{{description}}` (the product's) and `{{summary}}` (its first
   * sentence) are filled in; without it `{{product}} | {{sector}} | {{company}}` and the
   * product's description.
   */
  meta: Record<P | 'sector' | 'notFound', MetaText>;
  catalog: {
    categories: Record<C, { title: string; description?: string }>;
    products: Record<string, { name: string; description: string }>;
  };
  /** Navigation labels: `nav.{page}` names a page in breadcrumbs, `nav.home` the home page. */
  nav?: Partial<Record<string, unknown>>;
  /** Shared texts: `common.priceOnRequest` describes the offers when present. */
  common?: Partial<Record<string, unknown>>;
}

/** Texts the package needs that are not in the content resources; defaults in `defaultSeoStrings`. */
export interface SeoStrings {
  /** Name of the home page in breadcrumbs. */
  home: string;
  /** Offer description of a product without a public price. */
  contactForPrice: string;
  /** The name of each kind of product document (a document's `name` in `subjectOf`). */
  documentKinds: Record<DocumentKind, string>;
}

/** Configuration of one site, the same for every page. */
export interface SiteOptions {
  /** Scheme and host the site is served from, e.g. `https://www.example.com` (no path). */
  origin: string;
  /** Company or site name: `og:site_name`, WebSite and Organization name. */
  siteName: string;
  /** Language of `x-default` and of `/` when no language is given. @default 'tr' */
  defaultLang?: Lang;
  /** Default share image, a site path or an absolute URL (1200x630 recommended). */
  image: string;
  /** Alternative text of the share image. */
  imageAlt?: string;
  /** `twitter:site` handle, e.g. `@example`. */
  twitterSite?: string;
  /**
   * BCP 47 tag of each language in hreflang links and JSON-LD `inLanguage`, e.g. `{ en: 'en-GB' }`
   * for a site written in British English. @default { tr: 'tr', en: 'en' }
   */
  languageTags?: Partial<Localized<string>>;
  /** Open Graph locale of each language, e.g. `{ en: 'en_GB' }`. @default { tr: 'tr_TR', en: 'en_US' } */
  ogLocales?: Partial<Localized<string>>;
}

/** An hreflang value: a BCP 47 language tag (`tr`, `en`, `en-GB`…) or `x-default`. */
export type Hreflang = Lang | 'x-default' | (string & {});
/** An Open Graph locale, `language_TERRITORY` (`tr_TR`, `en_US`, `de_DE`…). */
export type OgLocale = 'tr_TR' | 'en_US' | (string & {});

/** Open Graph locales when a site names none (`SiteOptions.ogLocales`). */
export const ogLocales: Localized<OgLocale> = { tr: 'tr_TR', en: 'en_US' };

/** Language tags of hreflang and `inLanguage` when a site names none (`SiteOptions.languageTags`). */
export const defaultLanguageTags: Localized<string> = { tr: 'tr', en: 'en' };

/** The languages of a site, in order; the first is the default's fallback. */
export const siteLangs: readonly Lang[] = ['tr', 'en'];

/** Language tags of a site: its `languageTags` over the defaults. */
export function languageTagsOf(options: {
  languageTags?: Partial<Localized<string>> | undefined;
}): Localized<string> {
  return { ...defaultLanguageTags, ...options.languageTags };
}
