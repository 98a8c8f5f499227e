import type { Lang, RouteMap } from '@defne/core';

/**
 * The page path a loader runs for. While prerendering, React Router also calls the loaders for
 * the `.data` files of client navigations ('/about.data', '/_.data' for '/'): strip that suffix.
 */
export function requestPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  return path === '/_' ? '/' : path;
}

/**
 * The route-map match of a prerendered request, with its language ('/' counts as the default
 * language) and path; every page route but '*' has one, anything else is a 404.
 */
export function routeOf<P extends string, C extends string>(
  routes: Pick<RouteMap<P, C>, 'matchPath' | 'defaultLang'>,
  request: Request,
) {
  const path = requestPath(request);
  const match = routes.matchPath(path);
  if (!match) throw new Response(`No page at ${path}`, { status: 404 });
  return { ...match, lang: (match.lang ?? routes.defaultLang) as Lang, path };
}
