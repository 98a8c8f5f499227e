/*
 * `@defne/site/server`: build-time helpers for a site's route loaders (React Router prerenders
 * every page; none of this ships to the browser). One call, `createSiteServer(config)`, binds
 * them to the site's route map, texts and SEO facts.
 */
import {
  defaultLanguages,
  inLang,
  normalizePath,
  textVariables,
  type Lang,
  type Languages,
  type RouteMap,
} from '@defne/core';
import {
  buildHead,
  buildRobots,
  buildSitemapFiles,
  toMetaDescriptors,
  type HeadInput,
} from '@defne/seo';
import type { MetaDescriptor } from 'react-router';
import type { Bundles } from './i18n';
import { requestPath, routeOf } from './page.server';
import { isCrawlerOnly, rememberCrawlerHead, rememberStructuredData } from './structured-data';
import { prerenderList } from './prerender';
import { routeManifest } from './route-manifest';
import { chromeData, type ChromeData } from './chrome-data';
import type { FallbackTexts, ResolvedTexts } from './texts/fallback';

export type { ChromeCompany, ChromeContacts, ChromeData } from './chrome-data';

export { requestPath, routeOf };

/** One language's whole texts: namespaces of key trees. */
type TextTree = { readonly [ns: string]: object };

export interface SiteServerConfig<P extends string, C extends string, T extends TextTree> {
  /** The site's route map (`createRouteMap` of `@defne/core`). */
  routes: RouteMap<P, C>;
  /** The site's texts in each of its languages, already laid over the kit's (`withSiteTexts`). */
  texts: Record<Lang, T>;
  /**
   * What `@defne/seo`'s `buildHead` needs besides the page: origin, site name, logo, company,
   * catalogue, offer terms… `image` may depend on the language.
   */
  seo: Omit<
    HeadInput<P, C>,
    | 'path'
    | 'lang'
    | 'notFound'
    | 'entries'
    | 'texts'
    | 'image'
    | 'siteName'
    | 'categories'
    | 'products'
    | 'priceValidUntil'
    | 'defaultLang'
  > & {
    /** Share image, per language if it differs. */
    image: string | ((lang: Lang) => string);
    /** The catalogue the Product JSON-LD describes. */
    catalog: Pick<HeadInput<P, C>, 'categories' | 'products'>;
    /** @default company.name */
    siteName?: string;
    /**
     * The offers' `priceValidUntil` in the Product JSON-LD: the resolved config's, which the
     * build checked (`resolveSite`). Left out, the offers carry no date. @default none
     */
    priceValidUntil?: string | undefined;
  };
  /** Namespaces every page's header and footer show. @default ['common', 'nav', 'footer'] */
  chromeNamespaces?: readonly (keyof T & string)[];
  /**
   * The languages that fall back to the site's `fallbackLanguage` and the pages shown in its
   * words (`loadSiteTexts`, D27): those pages say so, and no hreflang alternate or sitemap entry
   * names them. @default none: every page in its own language
   */
  fallback?: Pick<ResolvedTexts, 'fallbacks' | 'untranslated'>;
}

/** A language's name in another (`ar` in `en` → Arabic), as a fallback notice names them. */
function languageName(code: Lang, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * What the frame shows on a page in its fallback language's words: the fallback's tag and
 * direction (the page's content is in them) and the notice, in the page's language when the site
 * words it there (`common.fallbackNotice`), else in the fallback's.
 */
function fallbackOf(
  texts: Record<Lang, TextTree>,
  languages: Languages,
  fallback: FallbackTexts & { from: Lang },
  lang: Lang,
): NonNullable<ChromeData['fallback']> {
  const language = (code: Lang) => languages.list.find((l) => l.code === code);
  const of = (code: Lang) => ({
    lang: language(code)?.tag ?? code,
    dir: language(code)?.dir ?? 'ltr',
  });
  const noticeLang = fallback.missing.includes(NOTICE_KEY) ? fallback.from : lang;
  const template = String(
    (texts[lang] as { common?: { fallbackNotice?: unknown } }).common?.fallbackNotice ?? '',
  );
  const tag = of(noticeLang).lang;
  const text = template
    .replace(/\{\{\s*language\s*\}\}/g, languageName(lang, tag))
    .replace(/\{\{\s*fallback\s*\}\}/g, languageName(fallback.from, tag));
  return { ...of(fallback.from), notice: { children: text, ...of(noticeLang) } };
}

/** The text a page in its fallback language's words says so with (kit default in each language). */
const NOTICE_KEY = 'common.fallbackNotice';

/**
 * Texts of the frame's namespaces that neither the frame nor the error page shows: the root
 * leaves them out of every page's data, and a page that shows one brings it in its own loader's
 * `resources` (the home page `common.learnMore` and `common.businessHours`, the contact page
 * `common.businessHours`).
 */
export const notFrameTexts: Readonly<Record<string, readonly string[]>> = {
  common: [
    // Shown on a page in its fallback language's words only, which the frame's data brings.
    'fallbackNotice',
    'home',
    'learnMore',
    'viewAll',
    'close',
    'loading',
    'opensInNewTab',
    'priceOnRequest',
    'businessHours',
  ],
  nav: [
    'themeToDark',
    'themeToLight',
    'languageToggle',
    'languageToggleText',
    'logoLabel',
    'allSectors',
  ],
  footer: ['navigationLabel', 'allSectors', 'address', 'phone', 'email'],
};

export {
  loadSiteTexts,
  type FallbackTexts,
  type LanguageCoverage,
  type ResolvedTexts,
} from './texts/fallback';

/** The public origin of the site (`@defne/site/config`'s, which the resolved config applied). */
export { siteOrigin } from './config';

export function createSiteServer<
  const P extends string,
  const C extends string,
  const T extends TextTree,
>(config: SiteServerConfig<P, C, T>) {
  const { routes, texts } = config;
  const { catalog, ...seoRest } = config.seo;
  const seo = {
    siteName: config.seo.company.name,
    imageAlt: config.seo.company.name,
    values: textVariables(config.seo.company),
    ...seoRest,
    // A sector page's structured data lists its own page's products (D25).
    pageSize: routes.pageSize,
    defaultLang: routes.defaultLang,
    categories: catalog.categories,
    products: catalog.products,
    ...(config.fallback?.untranslated.length ? { untranslated: config.fallback.untranslated } : {}),
  };
  const untranslated = new Set(config.fallback?.untranslated);
  const chrome = config.chromeNamespaces ?? (['common', 'nav', 'footer'] as const);

  /** Whole namespaces of one language, for a page's loader data. */
  function pick<const N extends keyof T & string>(lang: Lang, namespaces: readonly N[]) {
    const all = inLang(texts, lang, 'the site texts');
    return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<T, N>;
  }

  /**
   * Part of one namespace, e.g. the category names of `catalog` for the header and footer: a page
   * that shows only these does not carry the whole namespace (`addBundles` merges the rest later).
   */
  function pickPart<const N extends keyof T & string, const K extends keyof T[N] & string>(
    lang: Lang,
    namespace: N,
    keys: readonly K[],
  ) {
    const all = inLang(texts, lang, 'the site texts')[namespace] as Record<string, unknown>;
    return { [namespace]: Object.fromEntries(keys.map((key) => [key, all[key]])) } as {
      [X in N]: Pick<T[N], K>;
    };
  }

  /**
   * Head descriptors of a prerendered path in its own language ('/' and 404: the one given): the
   * title, description and robots rule. The JSON-LD and the crawler tags are not among them: the
   * prerender writes them into the page's HTML once (`structured-data.ts`).
   */
  function headFor(
    path: string,
    options: {
      lang?: Lang;
      notFound?: boolean;
      /** The page's own share picture (e.g. a product's, D17), with its alternative text. */
      image?: { src: string; alt: string };
    } = {},
  ) {
    const own = routes.prefixLangOf(path) ?? routes.defaultLang;
    const lang = options.lang ?? own;
    const head = buildHead<P, C>({
      ...seo,
      image: options.image?.src ?? (typeof seo.image === 'function' ? seo.image(lang) : seo.image),
      ...(options.image ? { imageAlt: options.image.alt } : {}),
      entries: routes.pathEntries,
      texts: texts as unknown as HeadInput<P, C>['texts'],
      path,
      lang,
      notFound: options.notFound ?? false,
    });
    const descriptors = toMetaDescriptors(
      head.tags.filter((tag) => tag.tag !== 'script'),
    ) as MetaDescriptor[];
    // The browser gets the tags it uses; the prerender writes the rest into the HTML once.
    if (lang === own) {
      rememberStructuredData(path, head.jsonLd ? [head.jsonLd] : []);
      rememberCrawlerHead(path, descriptors.filter(isCrawlerOnly));
    }
    return descriptors.filter((descriptor) => !isCrawlerOnly(descriptor));
  }

  /**
   * '/' and the 404 page show the visitor's language: their head in each language, chosen in the
   * browser.
   */
  function headsFor(path: string, options: { notFound?: boolean } = {}) {
    return Object.fromEntries(
      routes.languages.map((lang) => [lang, headFor(path, { ...options, lang })]),
    ) as Record<Lang, MetaDescriptor[]>;
  }

  /**
   * The root route's loader data: the page's path, its language (null on '/' and unknown paths),
   * the texts of the header and footer in that language, with the category names, and what the
   * frame shows of the site (`chrome`: its links, the page's other languages, the company's
   * contacts), so that no page's script carries the route map or the company's record.
   */
  function rootData(request: Request) {
    // Prerendered locations end with '/' ('/about/'): links derived from the path must not.
    const path = normalizePath(requestPath(request));
    // An unknown address under a language's folder (`/sectors/…`) is that language's 404 page.
    const pathLang = routes.prefixLangOf(path);
    const lang: Lang = pathLang ?? routes.defaultLang;
    // The header and footer name the sectors: their titles only (a page that shows more of the
    // catalogue brings it, and addBundles merges it in).
    const catalog = (
      texts[lang] as { catalog?: { categories?: Record<string, { title: string }> } }
    ).catalog;
    const titles = Object.fromEntries(
      Object.entries(catalog?.categories ?? {}).map(([id, c]) => [id, { title: c.title }]),
    );
    const frame = Object.fromEntries(
      Object.entries(pick(lang, chrome) as Record<string, Record<string, unknown>>).map(
        ([ns, all]) => {
          const left = notFrameTexts[ns] ?? [];
          return [ns, Object.fromEntries(Object.entries(all).filter(([k]) => !left.includes(k)))];
        },
      ),
    );
    const resources: Bundles = {
      ...frame,
      ...(catalog ? { catalog: { categories: titles } } : {}),
    };
    const fallback = pathLang && untranslated.has(path) && config.fallback?.fallbacks[pathLang];
    const frameData = chromeData(routes, config.seo.company, seo.categories, path, pathLang);
    return {
      path,
      pathLang,
      known: routes.matchPath(path) !== null,
      resources,
      chrome: fallback
        ? {
            ...frameData,
            fallback: fallbackOf(texts, seo.languages ?? defaultLanguages, fallback, lang),
          }
        : frameData,
    };
  }

  /**
   * Loader data of a not-found page (`routes.notFoundPaths`, or an unknown address a catalogue
   * route takes): under a language's folder, its head and texts in that language; else both
   * heads, the page switching to the visitor's language in the browser (as '/' does).
   */
  function notFoundData<const N extends keyof T & string>(
    request: Request,
    namespaces: readonly N[],
  ) {
    const path = normalizePath(requestPath(request));
    const lang = routes.prefixLangOf(path);
    if (lang) {
      return {
        lang,
        head: headFor(path, { lang, notFound: true }),
        resources: pick(lang, namespaces),
      };
    }
    return {
      lang: null,
      heads: headsFor('/404', { notFound: true }),
      resources: pick(routes.defaultLang, namespaces),
    };
  }

  /** The site's sitemap files by name, made once per build (`buildSitemapFiles`). */
  let sitemapFiles: Record<string, string> | undefined;

  /**
   * `loader` of the sitemap resource routes: every page of the route manifest (the value the
   * build writes to `build/routes.json`) with its alternates, so the sitemap and every server
   * list the same pages; past 50,000 pages `sitemap.xml` is their index and the pages are in
   * `sitemap-1.xml`, `sitemap-2.xml`… (D25).
   */
  function sitemapLoader({ request }: { request: Request }) {
    sitemapFiles ??= buildSitemapFiles({
      origin: seo.origin,
      entries: routeManifest(routes).pages,
      defaultLang: routes.defaultLang,
      ...(seo.languages ? { languages: seo.languages } : {}),
      ...(seo.languageTags ? { languageTags: seo.languageTags } : {}),
      ...(seo.untranslated ? { untranslated: seo.untranslated } : {}),
    });
    // The file's name, also where React Router's prerender asks for the route's data (`….xml.data`).
    const name = /\/(sitemap(?:-\d+)?\.xml)(?:\.data)?$/.exec(new URL(request.url).pathname)?.[1];
    const xml = name === undefined ? undefined : sitemapFiles[name];
    if (xml === undefined) return new Response('Not Found', { status: 404 });
    return new Response(xml, {
      headers: { 'Content-Type': 'application/xml; charset=utf-8' },
    });
  }

  /** `loader` of a `robots.txt` resource route. */
  function robotsLoader() {
    return new Response(buildRobots({ origin: seo.origin }), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }

  return {
    routes,
    /** The public origin the canonical URLs, hreflang links and sitemap use. */
    origin: seo.origin,
    pick,
    pickPart,
    headFor,
    headsFor,
    rootData,
    notFoundData,
    routeOf: (request: Request) => routeOf(routes, request),
    sitemapLoader,
    robotsLoader,
    /**
     * The paths to prerender: every page in each language, the not-found pages
     * (`routes.notFoundPaths`), sitemap and robots.
     */
    prerender: prerenderList(routes),
  };
}

export type SiteServer = ReturnType<typeof createSiteServer>;
