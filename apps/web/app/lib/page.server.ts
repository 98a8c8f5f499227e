import { matchPath, type Lang, type RouteMatch } from '@defne/content';

/** The content route match of a prerendered request; every route but '*' has one. */
export function routeOf(request: Request): RouteMatch & { lang: Lang } {
  const match = matchPath(new URL(request.url).pathname);
  if (!match) throw new Response('Not Found', { status: 404 });
  return { ...match, lang: match.lang ?? 'tr' };
}
