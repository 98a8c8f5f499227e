/**
 * The public origin of the site (canonical URLs, hreflang, sitemap). Build-time configuration:
 * SITE_ORIGIN, e.g. https://www.kuzeyhankimya.com.tr for the real deployment.
 */
export function siteOrigin(): string {
  const origin = process.env.SITE_ORIGIN ?? 'https://www.kuzeyhankimya.example.com';
  return origin.replace(/\/+$/, '');
}
