import type { Config } from '@react-router/dev/config';
import { prerenderPaths, routes } from '@defne/content';

// Every path of both languages from the content route map, the not-found pages (/404, /en/404,
// /sektorler/404, /sectors/404: servers answer an unknown address with the nearest), sitemap, robots.
export default {
  ssr: false,
  prerender: [...prerenderPaths, ...routes.notFoundPaths, '/sitemap.xml', '/robots.txt'],
} satisfies Config;
