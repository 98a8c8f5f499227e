// The critical-CSS step on a small real site folder: Beasties inlines the rules a page uses,
// defers the stylesheet without an inline event handler (the CSP has no 'unsafe-inline' and no
// 'unsafe-hashes' for scripts), and a second post-build run leaves the page alone.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEFERRED_MARK,
  belowFoldRanges,
  createBeasties,
  inlineCriticalCss,
  inlineCriticalCssOf,
  trimCriticalCss,
} from './critical-css.mjs';
import { inlineSourcesOfHtml } from './headers.mjs';

const CSS = [
  '.used{color:red}',
  '.unused-component{color:blue}',
  '.nav:popover-open{display:block}',
  '@media (min-width:64rem){.used{color:green}}',
].join('\n');

const PAGE = `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Sayfa</title>
<link rel="stylesheet" href="/assets/root.css"/></head>
<body><main><p class="used">Merhaba</p><nav class="nav" popover="auto"></nav></main>
<script type="module" async="">console.log(1)</script></body></html>`;

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'critical-css-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'about'));
  writeFileSync(join(dir, 'assets', 'root.css'), CSS);
  writeFileSync(join(dir, 'index.html'), PAGE);
  writeFileSync(join(dir, 'about', 'index.html'), PAGE.replace('class="used"', 'class="other"'));
  writeFileSync(join(dir, 'plain.html'), '<!DOCTYPE html><html><head></head><body>x</body></html>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('inlineCriticalCss', () => {
  it("inlines each page's own rules and defers the stylesheet without inline handlers", async () => {
    const result = await inlineCriticalCss(dir);
    expect(result.pages).toBe(2);

    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const inline = inlineSourcesOfHtml(html);
    expect(inline.styles).toHaveLength(1);
    expect(inline.styles[0]).toContain('.used{color:red}');
    expect(inline.styles[0]).toContain('.used{color:green}');
    expect(inline.styles[0]).not.toContain('unused-component');
    // The stylesheet is fetched without blocking the first paint, then switched on by one script.
    expect(html).toMatch(
      /<link rel="stylesheet" href="\/assets\/root.css" media="print" data-beasties-media="all">/,
    );
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/root.css"></noscript>');
    expect(inline.eventHandlers).toEqual([]);
    expect(inline.scripts.some((s) => s.includes(DEFERRED_MARK))).toBe(true);
    expect(html).not.toContain('data-beasties-container');

    // A page that uses other elements gets other rules.
    const about = inlineSourcesOfHtml(readFileSync(join(dir, 'about', 'index.html'), 'utf8'));
    expect(about.styles.join('')).not.toContain('.used{');
    // The switch script is the same text on every page: one CSP hash for all of them.
    const script = (/** @type {string[]} */ s) => s.find((x) => x.includes(DEFERRED_MARK));
    expect(script(about.scripts)).toBe(script(inline.scripts));
  });

  it(
    'gives the same bytes in worker threads and from its cache, reusing every unchanged page',
    { timeout: 120_000 },
    async () => {
      // 120 pages of four kinds: enough for two worker threads
      const kinds = ['used', 'other', 'nav', 'used other'];
      for (let i = 0; i < 120; i += 1) {
        mkdirSync(join(dir, `p${i}`));
        writeFileSync(
          join(dir, `p${i}`, 'index.html'),
          PAGE.replace('class="used"', `class="${kinds[i % 4]}"`).replace('Merhaba', `Sayfa ${i}`),
        );
      }
      const copy = mkdtempSync(join(tmpdir(), 'critical-css-copy-'));
      const cacheDir = join(copy, 'cache');
      const pages = [
        'index.html',
        'about/index.html',
        ...Array.from({ length: 120 }, (_, i) => `p${i}/index.html`),
      ];
      const sources = new Map(pages.map((page) => [page, readFileSync(join(dir, page), 'utf8')]));
      try {
        await inlineCriticalCss(dir, { workers: 1 });
        const alone = new Map(pages.map((page) => [page, readFileSync(join(dir, page), 'utf8')]));
        for (const [page, html] of sources) writeFileSync(join(dir, page), html);
        const first = await inlineCriticalCss(dir, { workers: 2, cacheDir });
        expect(first).toMatchObject({ pages: 122, reused: 0 });
        for (const page of pages)
          expect(readFileSync(join(dir, page), 'utf8'), page).toBe(alone.get(page));

        // the next build: one page changed, the others are read from the cache, byte for byte
        for (const [page, html] of sources) writeFileSync(join(dir, page), html);
        writeFileSync(
          join(dir, 'p7', 'index.html'),
          String(sources.get('p7/index.html')).replace('Sayfa 7', 'Sayfa yedi'),
        );
        const second = await inlineCriticalCss(dir, { workers: 2, cacheDir });
        expect(second).toMatchObject({ pages: 122, reused: 121 });
        for (const page of pages.filter((p) => p !== 'p7/index.html'))
          expect(readFileSync(join(dir, page), 'utf8'), page).toBe(alone.get(page));
        expect(readFileSync(join(dir, 'p7', 'index.html'), 'utf8')).toContain('Sayfa yedi');

        // a changed stylesheet reuses nothing
        for (const [page, html] of sources) writeFileSync(join(dir, page), html);
        writeFileSync(join(dir, 'assets', 'root.css'), `${CSS}\n.other{color:teal}`);
        const third = await inlineCriticalCss(dir, { workers: 2, cacheDir });
        expect(third).toMatchObject({ pages: 122, reused: 0 });
        expect(readFileSync(join(dir, 'about', 'index.html'), 'utf8')).toContain('teal');
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    },
  );

  it('leaves processed pages and pages without stylesheets alone', async () => {
    await inlineCriticalCss(dir);
    const once = readFileSync(join(dir, 'index.html'), 'utf8');
    const again = await inlineCriticalCss(dir);
    expect(again.pages).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(once);
    expect(readFileSync(join(dir, 'plain.html'), 'utf8')).not.toContain('<style>');
  });
});

describe('what the inlined copy leaves to the stylesheet', () => {
  const css = [
    ':root{--used:red;--via:var(--deep);--deep:1px;--unused:blue;--markup:2px}',
    ':root.dark{--used:pink;--unused:navy}',
    '.hero{color:var(--used);border-width:var(--via)}',
    '.hero:hover,.hero:focus-visible{color:green}',
    '.card:hover{color:teal}',
    '.hero:not(:hover){outline:0}',
    '.card{color:black}',
    '.footer{color:gray}',
    '@media (min-width:64rem){.footer:hover{color:white}}',
  ].join('\n');
  const page = (/** @type {string} */ body) =>
    `<!DOCTYPE html><html lang="tr"><head><title>T</title><link rel="stylesheet" href="/assets/root.css"></head><body>${body}</body></html>`;

  it('finds the first marked element, its later siblings and those of its ancestors', () => {
    const html = page(
      '<main><section class="hero">A</section><section data-below-fold="" class="x">B</section><section>C</section></main><footer class="footer">D</footer><script>1</script>',
    );
    const parts = belowFoldRanges(html).map(([a, b]) => html.slice(a, b));
    expect(parts).toEqual([
      '<section data-below-fold="" class="x">B</section>',
      '<section>C</section>',
      '<footer class="footer">D</footer>',
      '<script>1</script>',
    ]);
    expect(belowFoldRanges(page('<main>nothing marked</main>'))).toEqual([]);
  });

  it('drops hover-only selectors and unused tokens, keeping :not(:hover) and the tokens in use', () => {
    const trimmed = trimCriticalCss(css, page('<p style="margin:var(--markup)"></p>'));
    expect(trimmed).not.toContain(':hover,');
    expect(trimmed).not.toContain('.card:hover');
    expect(trimmed).toContain('.hero:focus-visible{color:green}');
    expect(trimmed).toContain('.hero:not(:hover){outline:0}');
    expect(trimmed).not.toContain('@media');
    expect(trimmed).toContain('--used:red');
    expect(trimmed).toContain('--used:pink');
    expect(trimmed).toContain('--via:var(--deep)');
    expect(trimmed).toContain('--deep:1px');
    expect(trimmed).toContain('--markup:2px');
    expect(trimmed).not.toContain('--unused');
  });

  it("leaves what is below the fold out of the page's rules and puts it back byte for byte", async () => {
    writeFileSync(join(dir, 'assets', 'root.css'), css);
    const below =
      '<section data-below-fold="" class="card">B</section></main><footer class="footer">D</footer><script>window.x = "<b>";</script>';
    const html = page(`<main><section class="hero">A</section>${below}`);
    const out = /** @type {string} */ (await inlineCriticalCssOf(html, createBeasties(dir)));
    const style = inlineSourcesOfHtml(out).styles.join('');
    expect(style).toContain('.hero{');
    // Both only below the fold: the stylesheet brings them.
    expect(style).not.toContain('.card{');
    expect(style).not.toContain('.footer{');
    // The dark theme's tokens, for the class the head script sets before the first paint.
    expect(style).toContain(':root.dark{--used:pink}');
    expect(out).toContain(below);
  });
});
