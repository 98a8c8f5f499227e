// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  SITEMAP_LIMITS,
  buildRobots,
  buildSitemap,
  buildSitemapFiles,
  escapeXml,
  sitemapFileNames,
} from './sitemap';
import { entries, origin } from './test/fixtures';

const XHTML = 'http://www.w3.org/1999/xhtml';
const SITEMAP = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function parseXml(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  return doc;
}

describe('buildSitemap', () => {
  const xml = buildSitemap({ origin, entries });
  const doc = parseXml(xml);
  const urls = [...doc.getElementsByTagNameNS(SITEMAP, 'url')];

  it('the XML check itself rejects malformed XML', () => {
    expect(() => parseXml('<urlset><url></urlset>')).toThrow(/not well-formed/);
    expect(() => parseXml('<urlset><loc>a & b</loc></urlset>')).toThrow(/not well-formed/);
  });

  it('is well-formed XML with the sitemap and xhtml namespaces', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(doc.documentElement.namespaceURI).toBe(SITEMAP);
    expect(doc.documentElement.localName).toBe('urlset');
  });

  it('has one <url> per prerendered path', () => {
    const locs = urls.map((u) => u.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent);
    expect(locs).toEqual(entries.map((e) => `${origin}${e.path}`));
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('pairs tr, en and x-default alternates from the route map', () => {
    for (const [i, url] of urls.entries()) {
      const entry = entries[i]!;
      const links = [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
        l.getAttribute('rel'),
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      expect(links).toEqual([
        ['alternate', 'tr', `${origin}${entry.alternates.tr}`],
        ['alternate', 'en', `${origin}${entry.alternates.en}`],
        ['alternate', 'x-default', `${origin}${entry.alternates.tr}`],
      ]);
    }
  });

  it("lists each URL's twin too, so every alternate is itself in the sitemap", () => {
    const locs = new Set(urls.map((u) => u.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent));
    for (const link of doc.getElementsByTagNameNS(XHTML, 'link'))
      expect(locs).toContain(link.getAttribute('href'));
  });

  it('skips duplicate paths (trailing slash) and adds lastmod when given', () => {
    const twice = buildSitemap({
      origin,
      entries: [...entries, { ...entries[1]!, path: `${entries[1]!.path}/` }],
      lastmod: '2025-06-01',
    });
    const d = parseXml(twice);
    expect(d.getElementsByTagNameNS(SITEMAP, 'url')).toHaveLength(entries.length);
    expect(d.getElementsByTagNameNS(SITEMAP, 'lastmod')[0]?.textContent).toBe('2025-06-01');
  });

  it('leaves out an untranslated page: no <url>, and no alternate of its twins names it', () => {
    const about = entries.find((e) => e.path === '/about')!;
    const partly = buildSitemap({ origin, entries, untranslated: ['/about/'] });
    const d = parseXml(partly);
    const locs = [...d.getElementsByTagNameNS(SITEMAP, 'loc')].map((l) => l.textContent);
    expect(locs).toHaveLength(entries.length - 1);
    expect(locs).not.toContain(`${origin}/about`);
    const hrefs = [...d.getElementsByTagNameNS(XHTML, 'link')].map((l) => l.getAttribute('href'));
    expect(hrefs).not.toContain(`${origin}/about`);
    // Its Turkish twin is still there, with its own and x-default alternates.
    const twin = [...d.getElementsByTagNameNS(SITEMAP, 'url')].find(
      (u) =>
        u.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent ===
        `${origin}${about.alternates.tr}`,
    )!;
    expect(
      [...twin.getElementsByTagNameNS(XHTML, 'link')].map((l) => l.getAttribute('hreflang')),
    ).toEqual(['tr', 'x-default']);
  });

  it('escapes what needs escaping', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const odd = buildSitemap({
      origin,
      entries: [{ ...entries[1]!, path: '/a&b', alternates: { tr: '/a&b', en: '/x"y' } }],
    });
    const d = parseXml(odd);
    expect(d.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent).toBe(`${origin}/a&b`);
    expect(d.getElementsByTagNameNS(XHTML, 'link')[1]?.getAttribute('href')).toBe(
      `${origin}/x%22y`,
    );
  });
});

describe('buildSitemapFiles: one file, or an index past 50,000 addresses', () => {
  it('is the one sitemap.xml of buildSitemap while every page fits', () => {
    expect(buildSitemapFiles({ origin, entries })).toEqual({
      'sitemap.xml': buildSitemap({ origin, entries }),
    });
    expect(sitemapFileNames(SITEMAP_LIMITS.urls)).toEqual(['sitemap.xml']);
    expect(sitemapFileNames(SITEMAP_LIMITS.urls + 1)).toEqual([
      'sitemap.xml',
      'sitemap-1.xml',
      'sitemap-2.xml',
    ]);
  });

  it('splits the pages into parts behind a sitemap index, each page once, in order', () => {
    const many = Array.from({ length: 5 }, (_, i) => ({
      path: `/urunler/${i}`,
      alternates: { tr: `/urunler/${i}`, en: `/products/${i}` },
    }));
    const files = buildSitemapFiles({ origin, entries: many, lastmod: '2026-12-07' }, 2);
    expect(Object.keys(files).sort()).toEqual([
      'sitemap-1.xml',
      'sitemap-2.xml',
      'sitemap-3.xml',
      'sitemap.xml',
    ]);
    expect(Object.keys(files).slice(0, -1)).toEqual(sitemapFileNames(5, 2).slice(1));
    const index = parseXml(files['sitemap.xml']!);
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect([...index.getElementsByTagNameNS(SITEMAP, 'loc')].map((loc) => loc.textContent)).toEqual(
      [1, 2, 3].map((n) => `${origin}/sitemap-${n}.xml`),
    );
    expect(index.getElementsByTagNameNS(SITEMAP, 'lastmod')).toHaveLength(3);
    const locs = ['sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'].flatMap((name) => {
      const part = parseXml(files[name]!);
      expect(part.documentElement.localName).toBe('urlset');
      return [...part.getElementsByTagNameNS(SITEMAP, 'url')].map(
        (url) => url.getElementsByTagNameNS(SITEMAP, 'loc')[0]?.textContent,
      );
    });
    expect(locs).toEqual(many.map((e) => `${origin}${e.path}`));
  });
});

describe('buildRobots', () => {
  it('allows everything and points at the sitemap', () => {
    expect(buildRobots({ origin })).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.guneyhan.example/sitemap.xml\n',
    );
  });

  it('takes disallowed paths and another sitemap name', () => {
    expect(buildRobots({ origin: `${origin}/`, disallow: ['/api/'], sitemapFile: 'map.xml' })).toBe(
      'User-agent: *\nDisallow: /api/\n\nSitemap: https://www.guneyhan.example/map.xml\n',
    );
  });
});
