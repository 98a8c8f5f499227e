import { matchPath, type Lang, type RouteMatch } from '@defne/content';

/**
 * The page path a loader runs for. While prerendering, React Router also calls the loaders for
 * the `.data` files of client navigations ('/about.data', '/_.data' for '/'): strip that suffix.
 */
export function requestPath(request: Request): string {
  const path = new URL(request.url).pathname.replace(/\.data$/, '');
  return path === '/_' ? '/' : path;
}

/** The content route match of a prerendered request; every route but '*' has one. */
export function routeOf(request: Request): RouteMatch & { lang: Lang; path: string } {
  const path = requestPath(request);
  const match = matchPath(path);
  if (!match) throw new Response(`No page at ${path}`, { status: 404 });
  return { ...match, lang: match.lang ?? 'tr', path };
}
