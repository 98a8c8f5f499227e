// The critical-CSS step on a small real site folder: Beasties inlines the rules a page uses,
// defers the stylesheet without an inline event handler (the CSP has no 'unsafe-inline' and no
// 'unsafe-hashes' for scripts), and a second post-build run leaves the page alone.
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFERRED_MARK, inlineCriticalCss } from './critical-css.mjs';
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

  it('leaves processed pages and pages without stylesheets alone', async () => {
    await inlineCriticalCss(dir);
    const once = readFileSync(join(dir, 'index.html'), 'utf8');
    const again = await inlineCriticalCss(dir);
    expect(again.pages).toBe(0);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toBe(once);
    expect(readFileSync(join(dir, 'plain.html'), 'utf8')).not.toContain('<style>');
  });
});
