import type { Config } from '@react-router/dev/config';
import { prerenderPaths } from '@defne/content';

// Every path of both languages from the content route map, the 404 page, sitemap and robots.
export default {
  ssr: false,
  prerender: [...prerenderPaths, '/404', '/sitemap.xml', '/robots.txt'],
} satisfies Config;
