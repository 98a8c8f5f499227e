// @vitest-environment node
// The kit's extension points (README, "Extension points"), used by a site the way a sister
// company would: test/fixture-site replaces the kit's home page, adds a page of its own and draws
// the frame's Header and Footer itself. React Router builds it with the kit's Vite plugin, as
// `react-router build` does for any kit site, and the prerendered pages must show each one.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { scanFirstLoad } from './testing/first-load';

const site = fileURLToPath(new URL('../test/fixture-site', import.meta.url));
const client = join(site, 'build/client');
const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');

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
  if (built.status !== 0) throw new Error(`the fixture site did not build:\n${built.stderr}`);
}, 300_000);

describe("a site's own pages (`pages`)", () => {
  it('replace a page of the kit: the home page is the site’s, in both languages', () => {
    for (const [path, title] of [
      ['', 'Yükünüz güvende'],
      ['en', 'Your freight in safe hands'],
    ] as const) {
      const html = page(path);
      expect(html).toContain('data-fixture="home"');
      expect(html).toContain(`<h1>${title}</h1>`);
    }
  });

  it('add a page the kit has not: its routes, head and sitemap entry in both languages', () => {
    const tr = page('kariyer');
    expect(tr).toContain('data-fixture="careers"');
    expect(tr).toContain('<title>Kariyer | Defne Örnek Lojistik</title>');
    expect(tr).toContain('<html lang="tr"');
    const en = page('careers');
    expect(en).toContain('<title>Careers | Defne Örnek Logistics</title>');
    expect(en).toContain(
      '<link rel="alternate" href="https://www.lojistik.example.com/kariyer" hrefLang="tr"/>',
    );
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://www.lojistik.example.com/kariyer</loc>');
    expect(sitemap).toContain('<loc>https://www.lojistik.example.com/careers</loc>');
  });
});

describe("the frame's parts a site draws (`components`)", () => {
  it('Header: drawn by the site on every page, with the kit’s props', () => {
    for (const [path, careers] of [
      ['', '/kariyer'],
      ['kariyer', '/kariyer'],
      ['en', '/careers'],
      ['careers', '/careers'],
    ]) {
      const html = page(path!);
      expect(html).toContain('<p data-fixture="header">Defne Örnek Lojistik</p>');
      // The kit's own header inside it, with the kit's navigation in the page's language.
      expect(html).toMatch(new RegExp(`<header[^>]*>(?:(?!</header>)[\\s\\S])*href="${careers}"`));
    }
  });

  it('Footer: drawn by the site, given the kit’s links and copyright line', () => {
    const html = page('careers');
    expect(html).toContain('data-fixture="footer"');
    expect(html).toMatch(/<footer data-fixture="footer">[\s\S]*href="\/careers"[\s\S]*2026/);
  });
});

describe("the site's content in the browser", () => {
  it('is in no page’s first-load script, while the config’s own `components` are', () => {
    // The company record is made in the config's module itself; its `components` are imported.
    // The browser's copy of the config keeps the components and their imports alone.
    const scan = scanFirstLoad(client, [
      '+90 232 000 00 00',
      '902320000000',
      'Liman Caddesi',
      'Defne Örnek Lojistik A.Ş.',
    ]);
    expect(scan.pages).toBeGreaterThan(3);
    expect(scan.findings).toEqual([]);
    const firstLoad = [...scan.firstLoad]
      .map((file) => readFileSync(join(client, file), 'utf8'))
      .join('\n');
    expect(firstLoad).toContain('"data-fixture":`header`');
  });
});
