import { server } from '../site.server';

/** Prerendered to /sitemap.xml: every page of both languages with its alternates. */
export const loader = server.sitemapLoader;
