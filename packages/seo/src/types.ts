import type { CategoryId, DocumentKind, Lang, Languages, Localized, PageId } from './content-types';

export type {
  CategoryId,
  CompanyFacts,
  DocumentKind,
  Lang,
  Language,
  Languages,
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
    /** `pagination.page` ("Page {{page}}") names a sector's page n ≥ 2 in its title (D25). */
    pagination?: { page?: string };
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
  /**
   * The site's languages (`@defne/core`'s `Languages`, the config's resolved list): an hreflang
   * link and an `og:locale` for each, from each language's tag and Open Graph locale.
   * @default `defaultSeoLanguages` (Turkish and English)
   */
  languages?: Languages;
  /**
   * Language of `x-default` and of `/` when no language is given.
   * @default the default of `languages`
   */
  defaultLang?: Lang;
  /** Default share image, a site path or an absolute URL (1200x630 recommended). */
  image: string;
  /** Alternative text of the share image. */
  imageAlt?: string;
  /** `twitter:site` handle, e.g. `@example`. */
  twitterSite?: string;
  /**
   * BCP 47 tag of each language in hreflang links and JSON-LD `inLanguage`, e.g. `{ en: 'en-GB' }`
   * for a site written in British English, over the tags of `languages`.
   * @default each language's `tag`
   */
  languageTags?: Partial<Localized<string>>;
  /** Open Graph locale of each language, e.g. `{ en: 'en_GB' }`, over those of `languages`. @default each language's `ogLocale` */
  ogLocales?: Partial<Localized<string>>;
  /**
   * Paths of pages shown in another language's words until they are translated (a language
   * added gradually, design D27): no hreflang alternate names them, and the sitemap leaves them
   * out. @default none
   */
  untranslated?: readonly string[];
}

/** An hreflang value: a BCP 47 language tag (`tr`, `en`, `en-GB`…) or `x-default`. */
export type Hreflang = Lang | 'x-default' | (string & {});
/** An Open Graph locale, `language_TERRITORY` (`tr_TR`, `en_US`, `de_DE`…). */
export type OgLocale = 'tr_TR' | 'en_US' | (string & {});

/**
 * The languages of a site that names none (`SiteOptions.languages`): the kit's default Turkish and
 * English, as `@defne/core`'s `defaultLanguages` (a copy: nothing of `@defne/core` is bundled).
 */
export const defaultSeoLanguages: Languages = {
  default: 'tr',
  list: [
    { code: 'tr', label: 'Türkçe', dir: 'ltr', tag: 'tr', ogLocale: 'tr_TR' },
    { code: 'en', label: 'English', dir: 'ltr', tag: 'en', ogLocale: 'en_US' },
  ],
};

/** Open Graph locales of the default languages (`defaultSeoLanguages`). */
export const ogLocales: Localized<OgLocale> = Object.fromEntries(
  defaultSeoLanguages.list.map((l) => [l.code, l.ogLocale]),
);

/** Language tags of hreflang and `inLanguage` of the default languages (`defaultSeoLanguages`). */
export const defaultLanguageTags: Localized<string> = Object.fromEntries(
  defaultSeoLanguages.list.map((l) => [l.code, l.tag]),
);

/** The codes of the default languages, in order (`defaultSeoLanguages`). */
export const siteLangs: readonly Lang[] = defaultSeoLanguages.list.map((l) => l.code);

/** What a page's head and structured data need of a site's languages, resolved. */
export interface SiteLanguages {
  /** The default language: `x-default`'s, and `/`'s when no language is given. */
  default: Lang;
  /** Every code, in the list's order. */
  codes: readonly Lang[];
  /** BCP 47 tag of a code (the code itself for one the list does not have). */
  tag(code: Lang): string;
  /** Open Graph locale of a code. */
  ogLocale(code: Lang): OgLocale;
}

/** The languages of a site's options: `languages` (or the default ones) with its overrides. */
export function siteLanguagesOf(options: {
  languages?: Languages | undefined;
  defaultLang?: Lang | undefined;
  languageTags?: Partial<Localized<string>> | undefined;
  ogLocales?: Partial<Localized<string>> | undefined;
}): SiteLanguages {
  const { list, default: listDefault } = options.languages ?? defaultSeoLanguages;
  const byCode = new Map(list.map((l) => [l.code, l]));
  return {
    default: options.defaultLang ?? listDefault,
    codes: list.map((l) => l.code),
    tag: (code) => options.languageTags?.[code] ?? byCode.get(code)?.tag ?? code,
    ogLocale: (code) => options.ogLocales?.[code] ?? byCode.get(code)?.ogLocale ?? code,
  };
}

/** Language tags of a site: its `languageTags` over its languages' tags. */
export function languageTagsOf(options: {
  languages?: Languages | undefined;
  languageTags?: Partial<Localized<string>> | undefined;
}): Localized<string> {
  const langs = siteLanguagesOf(options);
  return Object.fromEntries(langs.codes.map((code) => [code, langs.tag(code)]));
}
