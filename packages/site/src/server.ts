/*
 * `@defne/site/server`: build-time helpers for a site's route loaders (React Router prerenders
 * every page; none of this ships to the browser). One call, `createSiteServer(config)`, binds
 * them to the site's route map, texts and SEO facts.
 */
import { inLang, normalizePath, textVariables, type Lang, type RouteMap } from '@defne/core';
import {
  buildHead,
  buildRobots,
  buildSitemap,
  toMetaDescriptors,
  type HeadInput,
} from '@defne/seo';
import type { MetaDescriptor } from 'react-router';
import type { Bundles } from './i18n';
import { requestPath, routeOf } from './page.server';
import { isCrawlerOnly, rememberCrawlerHead, rememberStructuredData } from './structured-data';
import { prerenderList } from './prerender';
import { routeManifest } from './route-manifest';
import { chromeData } from './chrome-data';

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
}

/**
 * Texts of the frame's namespaces that neither the frame nor the error page shows: the root
 * leaves them out of every page's data, and a page that shows one brings it in its own loader's
 * `resources` (the home page `common.learnMore` and `common.businessHours`, the contact page
 * `common.businessHours`).
 */
export const notFrameTexts: Readonly<Record<string, readonly string[]>> = {
  common: [
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
  };
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
    return {
      path,
      pathLang,
      known: routes.matchPath(path) !== null,
      resources,
      chrome: chromeData(routes, config.seo.company, seo.categories, path, pathLang),
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

  /**
   * `loader` of a `sitemap.xml` resource route: every page of the route manifest (the value the
   * build writes to `build/routes.json`) with its alternates, so the sitemap and every server
   * list the same pages.
   */
  function sitemapLoader() {
    const sitemap = buildSitemap({
      origin: seo.origin,
      entries: routeManifest(routes).pages,
      defaultLang: routes.defaultLang,
      ...(seo.languages ? { languages: seo.languages } : {}),
      ...(seo.languageTags ? { languageTags: seo.languageTags } : {}),
    });
    return new Response(sitemap, {
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
