// The build and the served site graded by the field's own published tools (design D15), over the
// build and the nginx this suite already serves: the W3C Nu HTML Checker (vnu-jar) on every built
// HTML file, linkinator crawling nginx, and the sitemaps.org schema (xmllint) on sitemap.xml.
// Each runs once, in the nginx project (playwright.serving.config.ts runs this file there only). The MDN HTTP Observatory is in headers.spec.ts.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { clientDir } from './site';

const require = createRequire(import.meta.url);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sitemapXml = () => readFileSync(join(clientDir, 'sitemap.xml'), 'utf8');

/** The public origin the build was made for (canonical URLs, sitemap), from the sitemap. */
function siteOrigin(): string {
  const loc = /<loc>([^<]+)<\/loc>/.exec(sitemapXml())?.[1];
  if (!loc) throw new Error('sitemap.xml has no <loc>');
  return new URL(loc).origin;
}

// eslint-disable-next-line no-empty-pattern -- no fixture needed
test('W3C Nu HTML Checker: every built HTML file, 0 errors', async ({}, testInfo) => {
  const files = htmlFiles(clientDir).sort();
  expect(files.length).toBeGreaterThanOrEqual(30);
  const jar = String(require('vnu-jar'));
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error)
    throw new Error(`java is needed (apt-get install default-jre-headless): ${run.error.message}`);
  // vnu writes its JSON report to stderr; exit 1 when it found errors.
  const report = JSON.parse(run.stderr) as {
    messages: { type: string; url?: string; message: string; lastLine?: number }[];
  };
  // The checker's CSS validator predates CSS Anchor Positioning (the mobile menu hangs under the
  // header with `anchor-name`, `position-anchor` and `top: anchor(...)`, shipped in Chromium,
  // Firefox and WebKit): those messages are its gap, not an error in the page. Every other counts.
  const anchorPositioning =
    /^CSS: “(anchor-name|position-anchor|top)”: (Property “(anchor-name|position-anchor)” doesn't exist|“anchor\()/;
  const reported = report.messages.filter(
    (m) => m.type === 'error' || m.type === 'non-document-error',
  );
  const errors = reported.filter((m) => !anchorPositioning.test(m.message));
  const lines = errors.map(
    (m) =>
      `${relative(clientDir, fileURLToPath(m.url ?? 'file:///?'))}:${m.lastLine ?? '?'} ${m.message}`,
  );
  testInfo.annotations.push({
    type: 'vnu',
    description: `${files.length} files, ${errors.length} errors`,
  });
  expect(lines).toEqual([]);
  // The checker ran to the end: its exit status agrees with its own report.
  expect(run.status).toBe(reported.length > 0 ? 1 : 0);
});

test('linkinator from /, /en and the 404 page: 0 broken links, 0 internal redirects', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const base = (baseURL ?? '').replace(/\/$/, '');
  const origin = siteOrigin();
  const unknown = `${base}/no-such-page-linkinator`;
  const redirects: string[] = [];
  const links: LinkResult[] = [];
  // One crawl per start page: linkinator only recurses below a crawl's own start path.
  for (const start of [`${base}/`, `${base}/en`, unknown]) {
    const checker = new LinkChecker();
    checker.on('redirect', (r: { url: string; targetUrl?: string; status: number }) => {
      redirects.push(`${r.status} ${r.url} -> ${r.targetUrl ?? '?'}`);
    });
    const result = await checker.check({
      path: start,
      recurse: true,
      concurrency: 8,
      timeout: 20_000,
      redirects: 'warn',
      checkCss: true,
      // Canonical, hreflang and JSON-LD URLs name the public origin: check them on this server.
      urlRewriteExpressions: [
        { pattern: new RegExp(`^${escapeRegExp(origin)}`), replacement: base },
      ],
      // Nothing leaves the machine: external links (LinkedIn, WhatsApp, maps) are not fetched.
      linksToSkip: async (link: string) =>
        ![`${base}/`, `${origin}/`].some((prefix) => link.startsWith(prefix)) &&
        ![base, origin].includes(link),
    });
    links.push(...result.links);
  }
  const checked = links.filter((l) => l.state !== LinkState.SKIPPED);
  // The unknown start page answers 404 by design; its page's links are crawled like any other.
  const broken = checked
    .filter((l) => l.state === LinkState.BROKEN && l.url !== unknown)
    .map((l) => `${l.status} ${l.url} (on ${l.parent ?? 'start'})`);
  const start = checked.find((l) => l.url === unknown);
  expect(start?.status).toBe(404);
  testInfo.annotations.push({
    type: 'linkinator',
    description: `${checked.length} links checked (${new Set(checked.map((l) => l.url)).size} URLs), ${broken.length} broken, ${redirects.length} redirected`,
  });
  expect(new Set(checked.map((l) => l.url)).size).toBeGreaterThan(150);
  expect(checked.some((l) => l.url === `${base}/en` && l.state === LinkState.OK)).toBe(true);
  expect(broken).toEqual([]);
  expect(redirects).toEqual([]);
});

type SitemapUrl = { loc: string; alternates: Map<string, string> };

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    alternates: new Map(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang = '', href = '']) => [lang, href],
      ),
    ),
  }));
}

// eslint-disable-next-line no-empty-pattern -- no fixture needed
test('sitemap.xml: valid against the sitemaps.org schema, alternates reciprocal and in their language', async ({}, testInfo) => {
  // The sitemap package ships sitemaps.org's schema (not among its exports: found from its entry).
  const sitemapXsd = join(dirname(require.resolve('sitemap')), '..', '..', 'schema', 'sitemap.xsd');
  const xhtmlXsd = fileURLToPath(new URL('./schema/xhtml-link.xsd', import.meta.url));
  expect(existsSync(sitemapXsd)).toBe(true);
  // One schema set: sitemaps.org's own, and the xhtml:link its strict wildcard demands.
  const schema = testInfo.outputPath('sitemap-with-alternates.xsd');
  writeFileSync(
    schema,
    `<?xml version="1.0" encoding="UTF-8"?>
<xsd:schema xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <xsd:import namespace="http://www.sitemaps.org/schemas/sitemap/0.9" schemaLocation="file://${sitemapXsd}"/>
  <xsd:import namespace="http://www.w3.org/1999/xhtml" schemaLocation="file://${xhtmlXsd}"/>
</xsd:schema>
`,
  );
  const file = join(clientDir, 'sitemap.xml');
  const run = spawnSync('xmllint', ['--noout', '--nonet', '--schema', schema, file], {
    encoding: 'utf8',
  });
  if (run.error)
    throw new Error(`xmllint is needed (apt-get install libxml2-utils): ${run.error.message}`);
  expect(run.stderr.trim()).toBe(`${file} validates`);
  expect(run.status).toBe(0);

  const urls = parseSitemap(sitemapXml());
  const byLoc = new Map(urls.map((u) => [u.loc, u]));
  const origin = siteOrigin();
  const htmlLang = (url: string) => {
    const path = new URL(url).pathname;
    const built = join(clientDir, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    return /<html lang="([^"]+)"/.exec(readFileSync(built, 'utf8'))?.[1];
  };
  const problems: string[] = [];
  for (const url of urls) {
    expect([...url.alternates.keys()], url.loc).toEqual(['tr', 'en', 'x-default']);
    if (![...url.alternates.values()].includes(url.loc))
      problems.push(`${url.loc}: not its own alternate`);
    for (const [lang, href] of url.alternates) {
      const twin = byLoc.get(href);
      if (!twin) {
        problems.push(`${url.loc}: ${lang} alternate ${href} is not in the sitemap`);
        continue;
      }
      // Reciprocal: the alternate lists the same set, so it points back here.
      if (JSON.stringify([...twin.alternates]) !== JSON.stringify([...url.alternates]))
        problems.push(`${url.loc}: ${href} does not point back with the same alternates`);
      if (lang !== 'x-default' && htmlLang(href) !== lang)
        problems.push(`${url.loc}: ${lang} alternate ${href} is prerendered in ${htmlLang(href)}`);
    }
  }
  testInfo.annotations.push({ type: 'sitemap', description: `${urls.length} URLs` });
  expect(problems).toEqual([]);
  expect(byLoc.get(`${origin}/`)?.alternates.get('en')).toBe(`${origin}/en`);
  expect(byLoc.get(`${origin}/en`)?.alternates.get('x-default')).toBe(`${origin}/`);
});
