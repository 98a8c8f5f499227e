import type { Lang } from '@defne/content/core';
import { routes } from '../../content';

/**
 * The page path of a prerender request: React Router asks loaders for `/x.data` (and `/_.data`
 * for `/`) when it writes the client navigation data.
 */
export function requestPath(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === '/_.data') return '/';
  return pathname.replace(/\.data$/, '');
}

/** The route-map match of a prerendered request; every page route but '*' has one. */
export function routeOf(request: Request) {
  const match = routes.matchPath(requestPath(request));
  if (!match) throw new Response('Not Found', { status: 404 });
  return { ...match, lang: (match.lang ?? 'tr') as Lang };
}
