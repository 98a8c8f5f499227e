import type { Config } from '@react-router/dev/config';
import { routes } from './content';

export default {
  ssr: false,
  prerender: [...routes.prerenderPaths, '/404', '/sitemap.xml', '/robots.txt'],
} satisfies Config;
