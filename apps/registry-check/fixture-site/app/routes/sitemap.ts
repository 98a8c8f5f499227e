import { site } from '../site.server';

export const loader = site.sitemapLoader;
