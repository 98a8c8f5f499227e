import { sitemapXml } from '../seo/head.server';

/** Prerendered to /sitemap.xml by @defne/seo's buildSitemap over the site's route map. */
export function loader() {
  return new Response(sitemapXml(), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
