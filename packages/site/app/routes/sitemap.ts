import { server } from '../site.server';

/**
 * Prerendered to /sitemap.xml (and, past 50,000 pages, to the parts its index lists): every page
 * of every language with its alternates.
 */
export const loader = server.sitemapLoader;
