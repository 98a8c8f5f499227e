/** What a kit site's route map gives for prerendering. */
export interface PrerenderRoutes {
  /** Every page of both languages. */
  prerenderPaths: readonly string[];
  /** `/404` and one per language folder (`/en/404`, `{catalogue}/404`). */
  notFoundPaths: readonly string[];
}

/**
 * The paths a kit site prerenders: every page of both languages, the not-found pages, the sitemap
 * and robots.txt. The one list `siteRouterConfig` (`@defne/site/vite`) and the site server share.
 */
export function prerenderList(routes: PrerenderRoutes): string[] {
  return [...routes.prerenderPaths, ...routes.notFoundPaths, '/sitemap.xml', '/robots.txt'];
}
