// `@defne/site/page-server`: what the loader of a page a site writes itself (`pages` of its
// config) takes from the kit, the same helpers over the same resolved config as the kit's pages:
// `headFor(path)` and `headsFor(path)` (the page's head and JSON-LD), `pick(lang, namespaces)`
// (its texts), `routeOf(request)` (its language and path), `media` (the site's pictures) and
// `server` (`createSiteServer`'s helpers). Build time only.
export { headFor, headsFor, media, pick, routeOf, server } from './site.server';
