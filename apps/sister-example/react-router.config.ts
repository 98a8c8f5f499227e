import type { Config } from '@react-router/dev/config';
import { siteRouterConfig } from '@defne/site/vite';
import { routes } from './content/routes';

// Every path of both languages from the site's own route map, the not-found pages and the SEO
// files (resource routes), all as static files.
export default siteRouterConfig(routes) satisfies Config;
