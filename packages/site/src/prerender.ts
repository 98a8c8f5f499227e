import { sitemapFileNames } from '@defne/seo';

/** What a kit site's route map gives for prerendering. */
export interface PrerenderRoutes {
  /** Every page of both languages. */
  prerenderPaths: readonly string[];
  /** `/404` and one per language folder (`/en/404`, `{catalogue}/404`). */
  notFoundPaths: readonly string[];
}

/**
 * The sitemap files of a kit site: `sitemap.xml`, and past 50,000 pages the parts its index lists
 * (`sitemapFileNames` of @defne/seo). Its routes and its prerender list both come from here.
 */
export function sitemapFiles(routes: PrerenderRoutes): string[] {
  return sitemapFileNames(new Set(routes.prerenderPaths).size);
}

/**
 * The paths a kit site prerenders: every page of both languages, the not-found pages, the sitemap
 * files and robots.txt. The one list `siteRouterConfig` (`@defne/site/vite`) and the site server share.
 */
export function prerenderList(routes: PrerenderRoutes): string[] {
  return [
    ...routes.prerenderPaths,
    ...routes.notFoundPaths,
    ...sitemapFiles(routes).map((name) => `/${name}`),
    '/robots.txt',
  ];
}
