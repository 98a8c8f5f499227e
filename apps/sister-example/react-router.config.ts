import type { Config } from '@react-router/dev/config';
import { routes } from './content/routes';

// Every path of both languages from the site's own route map, the 404 page, and the SEO files
// (resource routes), all as static files.
export default {
  ssr: false,
  prerender: [...routes.prerenderPaths, ...routes.notFoundPaths, '/sitemap.xml', '/robots.txt'],
} satisfies Config;
