import type {
  CategoryId,
  CompanyFacts,
  Hreflang,
  Lang,
  Languages,
  Localized,
  MetaText,
  OgLocale,
  PageId,
  PathEntry,
  SeoTexts,
  SiteOptions,
} from './types';
import { siteLanguagesOf } from './types';
import { absoluteUrl, findEntry, normalizePath, pageLang } from './url';

/** What a page is, as far as metadata goes. */
export type PageKind<P extends string = PageId, C extends string = CategoryId> =
  | { kind: 'page'; page: P }
  | {
      kind: 'sector';
      category: C;
      /** The sector's page, 2 or more (D25); absent on its first page. */
      page?: number;
    }
  | { kind: 'product'; category: C; product: string }
  | { kind: 'notFound' };

export interface PageMetaInput<
  P extends string = PageId,
  C extends string = CategoryId,
> extends SiteOptions {
  /** The page's path (trailing slash, query and hash are ignored). */
  path: string;
  /** Language of the page when the path has none (`/`) or for the 404 page. */
  lang?: Lang;
  /** The route map: every indexable path with its language twins (a site's `pathEntries`). */
  entries: readonly PathEntry<P, C>[];
  /** The resources of both languages (`{ tr, en }`). */
  texts: Localized<SeoTexts<NoInfer<P>, NoInfer<C>>>;
  /** Force the 404 page (e.g. from a catch-all route); a path missing from `entries` is one too. */
  notFound?: boolean;
  /** Company facts: fill `{{foundingYear}}` and `{{legalName}}` in the texts. */
  company?: CompanyFacts<string>;
  /** More placeholder values for the texts (`{{company}}` is the site name already). */
  values?: Readonly<Record<string, string>>;
  /** Share image of this page (site path or absolute URL), overriding the site's `image`. */
  pageImage?: string;
}

export interface Alternate {
  hreflang: Hreflang;
  href: string;
}

export interface OpenGraph {
  type: 'website';
  title: string;
  description: string;
  /** The canonical URL; absent on the 404 page, which has none (it answers for any unknown path). */
  url?: string;
  image: string;
  imageAlt?: string;
  siteName: string;
  locale: OgLocale;
  localeAlternate: OgLocale[];
}

export interface TwitterCard {
  card: 'summary_large_image';
  title: string;
  description: string;
  image: string;
  imageAlt?: string;
  site?: string;
}

export interface PageMeta<P extends string = PageId, C extends string = CategoryId> {
  /** Language of the page: the value for `<html lang>`. */
  lang: Lang;
  page: PageKind<P, C>;
  /** The route-map entry, null for the 404 page. */
  entry: PathEntry<P, C> | null;
  title: string;
  description: string;
  /** Absolute canonical URL; null for the 404 page. */
  canonical: string | null;
  /** tr, en and x-default (the default language's twin); empty for the 404 page. */
  alternates: Alternate[];
  /** `noindex, follow` for the 404 page, otherwise null (indexable). */
  robots: string | null;
  openGraph: OpenGraph;
  twitter: TwitterCard;
}

/** Replaces i18next-style `{{key}}` placeholders; unknown keys stay as they are. */
export function interpolate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, key: string) => values[key] ?? whole);
}

/**
 * Values for the texts' placeholders: `{{company}}` (the site name), `{{foundingYear}}` and
 * `{{legalName}}` when the company facts are given, plus any `values` passed in.
 */
export function textValues(input: {
  siteName: string;
  company?: Pick<CompanyFacts<string>, 'foundingYear' | 'legalName'> | undefined;
  values?: Readonly<Record<string, string>> | undefined;
}): Record<string, string> {
  return {
    company: input.siteName,
    siteName: input.siteName,
    ...(input.company
      ? { foundingYear: String(input.company.foundingYear), legalName: input.company.legalName }
      : {}),
    ...input.values,
  };
}

const sectorToken = /\{\{\s*(sector|name|category)\s*\}\}/;

function sectorText<C extends string>(
  texts: SeoTexts<never, C>,
  category: C,
  base: Record<string, string>,
  page = 1,
): MetaText {
  const cat = texts.catalog.categories[category];
  // Page n ≥ 2 of a sector (D25) has a title of its own: its name with the catalogue's
  // `pagination.page` ("Page 2") after it, where the texts have one.
  const pageWord = texts.catalog.pagination?.page;
  const name =
    page > 1 && pageWord
      ? `${interpolate(cat.title, base)} (${interpolate(pageWord, { ...base, page: String(page) })})`
      : interpolate(cat.title, base);
  const about = interpolate(cat.description ?? '', base);
  const values = { ...base, name, sector: name, category: name, description: about };
  const template = texts.meta.sector;
  const title = sectorToken.test(template.title)
    ? interpolate(template.title, values)
    : `${name} | ${interpolate(template.title, values)}`;
  const description = /\{\{/.test(template.description)
    ? interpolate(template.description, values)
    : about || template.description;
  return { title, description };
}

/** The first sentence of a text (up to its first `.`, `!` or `?` followed by a space). */
export function firstSentence(text: string): string {
  const match = /^.+?[.!?](?=\s|$)/s.exec(text.trim());
  return (match ? match[0] : text).trim();
}

const defaultProductText: MetaText = {
  title: '{{product}} | {{sector}} | {{company}}',
  description: '{{description}}',
};

function productText<C extends string>(
  texts: SeoTexts<never, C>,
  category: C,
  key: string,
  base: Record<string, string>,
): MetaText {
  const product = texts.catalog.products[key];
  if (!product) throw new Error(`no texts for product ${key}`);
  const description = interpolate(product.description, base);
  const values = {
    ...base,
    product: interpolate(product.name, base),
    sector: interpolate(texts.catalog.categories[category].title, base),
    description,
    summary: firstSentence(description),
  };
  const template = (texts.meta as Partial<Record<string, MetaText>>).product ?? defaultProductText;
  return {
    title: interpolate(template.title, values),
    description: interpolate(template.description, values),
  };
}

/** Title and description of a page in one language's texts, placeholders filled from `values`. */
export function pageText<P extends string = PageId, C extends string = CategoryId>(
  texts: SeoTexts<P, C>,
  page: PageKind<P, C>,
  values: Readonly<Record<string, string>> = {},
): MetaText {
  const base = { ...values };
  const fill = (t: MetaText): MetaText => ({
    title: interpolate(t.title, base),
    description: interpolate(t.description, base),
  });
  switch (page.kind) {
    case 'page':
      return fill(texts.meta[page.page]);
    case 'sector':
      return sectorText(texts, page.category, base, page.page);
    case 'product':
      return productText(texts, page.category, page.product, base);
    case 'notFound':
      return fill(texts.meta.notFound);
  }
}

/** What a route-map entry shows, as far as metadata goes; null is the 404 page. */
export function kindOf<P extends string, C extends string>(
  entry: PathEntry<P, C> | null,
): PageKind<P, C> {
  if (!entry) return { kind: 'notFound' };
  const { match } = entry;
  switch (match.kind) {
    case 'page':
      return { kind: 'page', page: match.page };
    case 'sector':
      return {
        kind: 'sector',
        category: match.category,
        ...(match.page ? { page: match.page } : {}),
      };
    case 'product':
      return { kind: 'product', category: match.category, product: match.product };
  }
}

/**
 * hreflang alternates of a route-map entry: one per language of the site, in its order, with the
 * language's tag (or the site's `languageTags`), and x-default (the default language's twin).
 * A language the entry has no twin in is an error, never a missing link. A twin among
 * `untranslated` (shown in another language's words, D27) is no alternate until translated.
 */
export function alternatesOf(
  origin: string,
  entry: Pick<PathEntry<string, string>, 'path' | 'alternates'>,
  defaultLang?: Lang,
  languageTags?: Partial<Localized<string>>,
  languages?: Languages,
  untranslated: readonly string[] = [],
): Alternate[] {
  const langs = siteLanguagesOf({ languages, defaultLang, languageTags });
  const left = new Set(untranslated.map(normalizePath));
  const pathOf = (code: Lang): string => {
    const path = entry.alternates[code];
    if (path === undefined) throw new Error(`${entry.path} has no twin in "${code}"`);
    return path;
  };
  return [
    ...langs.codes
      .filter((code) => !left.has(normalizePath(pathOf(code))))
      .map((code) => ({ hreflang: langs.tag(code), href: absoluteUrl(origin, pathOf(code)) })),
    { hreflang: 'x-default', href: absoluteUrl(origin, pathOf(langs.default)) },
  ];
}

/** Everything a page's `<head>` says about it, from the route map, the texts and the site configuration. */
export function buildPageMeta<P extends string = PageId, C extends string = CategoryId>(
  input: PageMetaInput<P, C>,
): PageMeta<P, C> {
  const langs = siteLanguagesOf(input);
  const entry = input.notFound ? null : findEntry(input.entries, input.path);
  const lang = pageLang(entry, input.lang, langs.default);
  const page = kindOf(entry);
  const { title, description } = pageText(textsIn(input.texts, lang), page, textValues(input));
  const canonical = entry ? absoluteUrl(input.origin, entry.path) : null;
  const image = absoluteUrl(input.origin, input.pageImage ?? input.image);
  const imageAlt = input.imageAlt;
  const otherLangs = langs.codes.filter((l) => l !== lang);
  return {
    lang,
    page,
    entry,
    title,
    description,
    canonical,
    alternates: entry
      ? alternatesOf(
          input.origin,
          entry,
          langs.default,
          input.languageTags,
          input.languages,
          input.untranslated,
        )
      : [],
    robots: entry ? null : 'noindex, follow',
    openGraph: {
      type: 'website',
      title,
      description,
      ...(canonical ? { url: canonical } : {}),
      image,
      ...(imageAlt ? { imageAlt } : {}),
      siteName: input.siteName,
      locale: langs.ogLocale(lang),
      localeAlternate: otherLangs.map((l) => langs.ogLocale(l)),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      image,
      ...(imageAlt ? { imageAlt } : {}),
      ...(input.twitterSite ? { site: input.twitterSite } : {}),
    },
  };
}

/** The texts of a language; throws naming it when the site gave none (never a page without words). */
export function textsIn<T>(texts: Readonly<Localized<T>>, lang: Lang): T {
  const found = texts[lang];
  if (found === undefined) throw new Error(`no texts for the language "${lang}"`);
  return found;
}
