import type { Lang, Languages, PathEntry } from './types';
import { alternatesOf } from './meta';
import { absoluteUrl, normalizePath } from './url';

/** Escapes text for XML element content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One page of a sitemap: its path and its twin in each language, by language code. */
export type SitemapEntry = Pick<PathEntry<string, string>, 'path' | 'alternates'>;

export interface SitemapInput {
  origin: string;
  /**
   * Every prerendered path with its twins: the pages of a site's route manifest (what
   * `build/routes.json` holds), or a route map's `pathEntries`.
   */
  entries: readonly SitemapEntry[];
  /** The site's languages: an alternate for each. @default `defaultSeoLanguages` */
  languages?: Languages;
  /** Language of `x-default`. @default the default of `languages` */
  defaultLang?: Lang;
  /** BCP 47 tag of each language in the `xhtml:link` alternates. @default each language's `tag` */
  languageTags?: Partial<Record<Lang, string>>;
  /** `<lastmod>` of every URL, as an ISO date (e.g. the build date); omitted when not given. */
  lastmod?: string;
  /**
   * Paths of pages shown in another language's words until translated (D27): neither a `<url>`
   * nor an alternate of one. @default none
   */
  untranslated?: readonly string[];
}

/** sitemap.xml: one `<url>` per entry with its `xhtml:link` alternates, one per language and x-default. */
export function buildSitemap({
  origin,
  entries,
  languages,
  defaultLang,
  languageTags,
  lastmod,
  untranslated = [],
}: SitemapInput): string {
  const seen = new Set<string>(untranslated.map(normalizePath));
  const urls: string[] = [];
  for (const entry of entries) {
    const path = normalizePath(entry.path);
    if (seen.has(path)) continue;
    seen.add(path);
    const links = alternatesOf(origin, entry, defaultLang, languageTags, languages, untranslated)
      .map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      )
      .join('\n');
    urls.push(
      [
        '  <url>',
        `    <loc>${escapeXml(absoluteUrl(origin, path))}</loc>`,
        ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
        links,
        '  </url>',
      ].join('\n'),
    );
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export interface RobotsInput {
  origin: string;
  /** Paths crawlers should not fetch. @default [] */
  disallow?: readonly string[];
  /** Sitemap file name at the site root. @default 'sitemap.xml' */
  sitemapFile?: string;
}

/** robots.txt allowing everything (but `disallow`) and naming the sitemap. */
export function buildRobots({
  origin,
  disallow = [],
  sitemapFile = 'sitemap.xml',
}: RobotsInput): string {
  const lines = [
    'User-agent: *',
    ...(disallow.length ? disallow.map((p) => `Disallow: ${p}`) : ['Allow: /']),
  ];
  return `${lines.join('\n')}\n\nSitemap: ${absoluteUrl(origin, `/${sitemapFile}`)}\n`;
}
