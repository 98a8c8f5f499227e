import type { Config } from '@react-router/dev/config';
import { prerenderPaths, routes, slugRedirects } from '@defne/content';
import { writeMovedAddresses } from '@defne/site/vite';

// Every path of both languages from the content route map, the not-found pages (/404, /en/404,
// /sektorler/404, /sectors/404: servers answer an unknown address with the nearest), sitemap, robots.
// The addresses that moved (old slugs from the data's slug history, removed products) go to the
// servers as 301s.
export default {
  ssr: false,
  prerender: [...prerenderPaths, ...routes.notFoundPaths, '/sitemap.xml', '/robots.txt'],
  buildEnd: writeMovedAddresses(slugRedirects),
} satisfies Config;
