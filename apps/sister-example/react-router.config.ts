import type { Config } from '@react-router/dev/config';
import { siteRouterConfig } from '@defne/site/vite';
import site from './site.config';

// The kit's routes and pages from the site's config: every path of both languages, the not-found
// pages, sitemap and robots, prerendered to static files.
export default siteRouterConfig(site) satisfies Config;
