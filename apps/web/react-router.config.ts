import type { Config } from '@react-router/dev/config';
import { siteRouterConfig } from '@defne/site/vite';
import { slugRedirects } from '@defne/content';
import site from './site.config';

// The kit's routes and pages from the site's config: every path of both languages, the not-found
// pages, sitemap and robots, prerendered; the addresses that moved go to the servers as 301s.
export default siteRouterConfig(site, { moved: slugRedirects }) satisfies Config;
