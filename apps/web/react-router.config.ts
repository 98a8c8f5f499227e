import type { Config } from '@react-router/dev/config';
import { routes, slugRedirects } from '@defne/content';
import { siteRouterConfig } from '@defne/site/vite';

// Every path of both languages from the content route map, the not-found pages (/404, /en/404,
// /sektorler/404, /sectors/404: servers answer an unknown address with the nearest), sitemap and
// robots; the addresses that moved (old slugs, removed products) go to the servers as 301s.
export default siteRouterConfig(routes, { moved: slugRedirects }) satisfies Config;
