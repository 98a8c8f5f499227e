// @vitest-environment node
// A language added gradually (D27), built as a sister company builds its site: test/fallback-site
// is English with Arabic partly written, its config naming English as the fallback language.
// React Router builds it with the kit's Vite plugin; the prerendered pages, the sitemap and the
// build's own output must show what falls back, and say so.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM } from './testing/chromium';
import { kitTextKeys } from './texts/fallback';

const site = fileURLToPath(new URL('../test/fallback-site', import.meta.url));
const client = join(site, 'build/client');
const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
const origin = 'https://www.filtre.example.com';
let output = '';

beforeAll(() => {
  rmSync(join(site, 'build'), { recursive: true, force: true });
  const require = createRequire(import.meta.url);
  const dev = dirname(require.resolve('@react-router/dev/package.json'));
  const { bin } = JSON.parse(readFileSync(join(dev, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  const built = spawnSync(process.execPath, [join(dev, bin['react-router']!), 'build'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (built.status !== 0) throw new Error(`the fallback site did not build:\n${built.stderr}`);
  output = built.stdout;
}, 300_000);

/** The `<main>` element's opening tag and its first child of a page. */
function mainOf(html: string): string {
  const at = html.indexOf('<main');
  return html.slice(at, html.indexOf('</main>', at));
}

const NOTICE =
  '<p class="fallback-notice" role="note" lang="ar" dir="rtl">هذه الصفحة غير متوفرة بعد باللغة العربية، فهي معروضة باللغة الإنجليزية.</p>';

describe('a page whose Arabic texts are not written yet', () => {
  it('shows the English ones, marked English, under a notice in Arabic', () => {
    const careers = page('ar/wazaif');
    // The document is the Arabic page's; its content is English, and says so.
    expect(careers).toContain('<html lang="ar" dir="rtl"');
    const main = mainOf(careers);
    expect(main).toMatch(/^<main id="main" tabindex="-1" lang="en" dir="ltr">/);
    expect(main).toContain(NOTICE);
    expect(main).toContain('<h1>Careers</h1>');
    // A product whose Arabic name and description are not written: the whole product in English.
    const product = mainOf(page('ar/qitaat/tarshih/labad'));
    expect(product).toMatch(/^<main id="main" tabindex="-1" lang="en" dir="ltr">/);
    expect(product).toContain(NOTICE);
    expect(product).toContain('Needle felt');
  });

  it('is no hreflang alternate of its twin, nor of itself', () => {
    for (const path of ['careers', 'ar/wazaif']) {
      const html = page(path);
      expect(html).toContain(`<link rel="alternate" href="${origin}/careers" hrefLang="en"/>`);
      expect(html).not.toContain('/ar/wazaif" hrefLang');
    }
    expect(page('sectors/filtration/needle-felt')).not.toMatch(/<link rel="alternate"[^>]*"ar"/);
    // The language switch still leads there: the page is the Arabic one, in English for now.
    expect(page('sectors/filtration/needle-felt')).toContain('href="/ar/qitaat/tarshih/labad"');
  });

  it('is not in the sitemap, nor named by another page’s alternates there', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/ar/wazaif');
    expect(sitemap).not.toContain('/ar/qitaat/tarshih/labad');
    expect(sitemap).toContain(`<loc>${origin}/careers</loc>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(12);
  });
});

describe('a page whose Arabic texts are written', () => {
  it('is Arabic, with no notice, and its twins’ alternate', () => {
    for (const [path, heading] of [
      ['ar', '<h1>وسائط ترشيح لهواء نقي</h1>'],
      ['ar/man-nahnu', 'من نحن'],
      ['ar/qitaat/tarshih/waraq', 'ورق الترشيح'],
    ] as const) {
      const main = mainOf(page(path));
      expect(main).toMatch(/^<main id="main" tabindex="-1">/);
      expect(main).not.toContain('fallback-notice');
      expect(main).toContain(heading);
    }
    expect(page('about')).toContain(
      `<link rel="alternate" href="${origin}/ar/man-nahnu" hrefLang="ar"/>`,
    );
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${origin}/ar/man-nahnu</loc>`);
  });

  it('and a page of the fallback language has no notice', () => {
    expect(mainOf(page('careers'))).toMatch(/^<main id="main" tabindex="-1">/);
  });
});

describe("the build's report", () => {
  it('says how much of each language is written, once, instead of stopping', () => {
    // The kit's own texts, counted as the report counts them.
    const kit = kitTextKeys().length;
    const report = [
      'Languages (a text not written is read in en):',
      `  en: all ${kit} kit texts and 33 data texts written; 7 pages`,
      `  ar: 4 of ${kit} kit texts, 19 of 33 data texts; 2 of 7 pages fall back to en`,
    ].join('\n');
    expect(output).toContain(report);
    expect(output.split('Languages (').length).toBe(2);
  });
});

/** The built pages served as static files: a page's folder answers with its `index.html`. */
async function serve(): Promise<{ origin: string; close: () => Promise<void> }> {
  const types: Record<string, string> = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = join(client, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

describe('in the browser', () => {
  it('keeps the notice through hydration, and brings or drops it as the visitor moves on', async () => {
    const server = await serve();
    const browser = await chromium.launch(CHROMIUM);
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        // A missing file is named by its response below.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
          errors.push(message.text());
      });
      // The site ships no pictures (its logo, the product photos): any other file must be there.
      page.on('response', (response) => {
        if (response.status() >= 400 && !/\.(svg|png)$/.test(new URL(response.url()).pathname))
          errors.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${server.origin}/ar`);
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.locator('.fallback-notice').count()).resolves.toBe(0);
      // The home page's link to the careers page, whose Arabic is not written: in the browser.
      await page.getByRole('link', { name: 'الوظائف الشاغرة' }).click();
      await page.waitForURL('**/ar/wazaif');
      const notice = page.getByRole('note');
      await notice.waitFor();
      await expect(notice.getAttribute('lang')).resolves.toBe('ar');
      await expect(page.locator('main').getAttribute('lang')).resolves.toBe('en');
      await expect(page.locator('main h1').textContent()).resolves.toBe('Careers');
      // Loaded afresh, it hydrates as it was prerendered.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor();
      await expect(notice.textContent()).resolves.toBe(
        'هذه الصفحة غير متوفرة بعد باللغة العربية، فهي معروضة باللغة الإنجليزية.',
      );
      await page.goto(`${server.origin}/ar/man-nahnu`);
      await page.locator('html[data-hydrated]').waitFor();
      await expect(page.locator('main').getAttribute('lang')).resolves.toBeNull();
      await expect(page.getByRole('note').count()).resolves.toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);
});
