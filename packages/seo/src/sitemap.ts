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

/**
 * Google's limits for one sitemap file: 50,000 URLs and 50 MB uncompressed. Past them a site
 * lists its sitemaps in a sitemap index (sitemaps.org, "Using Sitemap index files").
 */
export const SITEMAP_LIMITS = Object.freeze({ urls: 50_000, bytes: 50 * 1024 * 1024 });

/** The `<url>` element of each entry once, with its `xhtml:link` alternates. */
function urlElements({
  origin,
  entries,
  languages,
  defaultLang,
  languageTags,
  lastmod,
  untranslated = [],
}: SitemapInput): string[] {
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
  return urls;
}

const urlset = (urls: readonly string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');

/** sitemap.xml: one `<url>` per entry with its `xhtml:link` alternates, one per language and x-default. */
export function buildSitemap(input: SitemapInput): string {
  return urlset(urlElements(input));
}

/**
 * The sitemap files of a site with `pageCount` pages, by name at the site root: `sitemap.xml`
 * alone while one file holds every page; past `urlsPerFile`, `sitemap.xml` is the index and the
 * pages are in `sitemap-1.xml`, `sitemap-2.xml`… (robots.txt names `sitemap.xml` either way).
 */
export function sitemapFileNames(
  pageCount: number,
  urlsPerFile: number = SITEMAP_LIMITS.urls,
): string[] {
  const parts = Math.ceil(pageCount / urlsPerFile);
  return parts <= 1
    ? ['sitemap.xml']
    : ['sitemap.xml', ...Array.from({ length: parts }, (_, i) => `sitemap-${i + 1}.xml`)];
}

/**
 * Every sitemap file of a site (`sitemapFileNames`), by name: one `sitemap.xml` as
 * `buildSitemap` writes it, or past `urlsPerFile` pages a sitemap index and its parts. A part over
 * 50 MB stops with a message: no search engine reads it.
 */
export function buildSitemapFiles(
  input: SitemapInput,
  urlsPerFile: number = SITEMAP_LIMITS.urls,
): Record<string, string> {
  const urls = urlElements(input);
  const names = sitemapFileNames(urls.length, urlsPerFile);
  if (names.length === 1) return { 'sitemap.xml': urlset(urls) };
  const files: Record<string, string> = {};
  const parts = names.slice(1);
  parts.forEach((name, i) => {
    const xml = urlset(urls.slice(i * urlsPerFile, (i + 1) * urlsPerFile));
    const bytes = new TextEncoder().encode(xml).length;
    if (bytes > SITEMAP_LIMITS.bytes) {
      throw new Error(
        `${name} would be ${(bytes / 1024 / 1024).toFixed(1)} MB, over the 50 MB a sitemap file may have: fewer languages' alternates or shorter addresses`,
      );
    }
    files[name] = xml;
  });
  files['sitemap.xml'] = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(
      (name) =>
        `  <sitemap>\n    <loc>${escapeXml(absoluteUrl(input.origin, `/${name}`))}</loc>${input.lastmod ? `\n    <lastmod>${escapeXml(input.lastmod)}</lastmod>` : ''}\n  </sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
  return files;
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
