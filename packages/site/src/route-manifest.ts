// The route manifest: the one file a kit site's build writes beside build/client with every page,
// its language and its alternates, the addresses that moved and the not-found pages. Every server
// of @defne/serve reads it (nginx's config, `defne-site start`, the static hosts' `_redirects` and
// Worker), so none of them needs the route map or parses the sitemap (D20). Keyed by language
// code throughout: a site of any number of languages writes the same shape.
import type { Lang } from '@defne/core';

/** Its name, beside build/client. */
export const ROUTES_FILE = 'routes.json';

/** An address that moved: a renamed page's old path, or a removed product's, and where it lives now. */
export interface MovedAddress {
  from: string;
  to: string;
}

/** One page of the build. */
export interface RoutePage {
  /** Its canonical path. */
  path: string;
  lang: Lang;
  /** The same page in each language, by language code (itself included). */
  alternates: Record<string, string>;
  /** The alternate for a visitor of no listed language: the default language's. */
  xDefault: string;
}

/** A not-found page: what an unknown address under `folder` answers with (status 404). */
export interface RouteNotFound {
  /** `/`, or a language's folder with its slash (`/sektorler/`, `/en/`). */
  folder: string;
  /** The folder's language; null for `/`, which any language reaches. */
  lang: Lang | null;
  /** The page's file under build/client (`/sektorler/404.html`). */
  page: string;
}

export interface RouteManifest {
  defaultLang: Lang;
  /** Every page once, in the route map's order (the sitemap's). */
  pages: RoutePage[];
  /** Addresses that moved, as the site's config names them (`siteRouterConfig(site, { moved })`). */
  moved: MovedAddress[];
  /** The not-found pages, one per language folder and the root's. */
  notFound: RouteNotFound[];
}

/** What of a route map the manifest is made from (`createRouteMap` of `@defne/core`). */
export interface ManifestRoutes {
  defaultLang: Lang;
  pathEntries: readonly {
    path: string;
    lang: Lang | null;
    alternates: Readonly<Record<string, string>>;
  }[];
  notFoundPaths: readonly string[];
  prefixLangOf(path: string): Lang | null;
}

/** The manifest of a site's routes and moved addresses. */
export function routeManifest(
  routes: ManifestRoutes,
  moved: readonly MovedAddress[] = [],
): RouteManifest {
  const seen = new Set<string>();
  const pages: RoutePage[] = [];
  for (const entry of routes.pathEntries) {
    if (seen.has(entry.path)) continue;
    seen.add(entry.path);
    const alternates = { ...entry.alternates };
    pages.push({
      path: entry.path,
      // An address both languages share (`/`) shows the default one until a visitor chooses.
      lang: entry.lang ?? routes.defaultLang,
      alternates,
      xDefault: alternates[routes.defaultLang] ?? entry.path,
    });
  }
  const notFound = routes.notFoundPaths.map((path): RouteNotFound => {
    const folder = path.slice(0, -'404'.length);
    return {
      folder,
      lang: folder === '/' ? null : routes.prefixLangOf(path),
      page: `${path}.html`,
    };
  });
  return {
    defaultLang: routes.defaultLang,
    pages,
    moved: moved.map(({ from, to }) => ({ from, to })),
    notFound,
  };
}
