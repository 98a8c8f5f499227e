// Critical CSS: each built page carries, in a <style> in its <head>, the rules of the stylesheets
// that match its own elements, and loads the stylesheets themselves without blocking the first
// paint, so no page waits on CSS it does not use (the root stylesheet holds every component's CSS).
// Done by Beasties (https://github.com/danielroe/beasties, the maintained fork of Google's
// Critters) with its CSP-friendly "media-script" strategy: each <link rel="stylesheet"> gets
// media="print" (fetched without blocking rendering) and one inline script, the same text on every
// page, switches them to their real media. There is no onload="" handler, which the hash-based CSP
// would block; the script and every <style> are hashed by headers.mjs like any other inline code.
// A <noscript> copy of the links keeps the full CSS for visitors without script.
//
// Three kinds of rule stay out of the inlined copy, because the stylesheet brings them before they
// can matter and every byte of the page's first response counts: the first response should fit
// in the first round trip of a new connection, ten TCP segments of 1,460 bytes
// (docs/performance.md, "The first response within the first round trip").
// - Rules that only apply under a hovering pointer (`:hover`): nothing is hovered at first paint.
// - Design tokens (custom properties) that no inlined rule and nothing in the markup uses.
// - Rules only for what a page marks as starting below the first screen at every width: the
//   first element carrying `data-below-fold`, and everything after it in the document (its later
//   siblings and those of each of its ancestors). The home page marks its blocks after the
//   sectors, the product grid its cards from the ninth on (e2e/critical-css.spec.ts in apps/web
//   checks, in Chromium at five sizes from 360x640 to 1920x1080, that the first screen is laid
//   out the same with the inlined rules alone as with the whole stylesheet).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import Beasties from 'beasties';
import { parse } from 'parse5';
import postcss from 'postcss';
import { listHtmlFiles } from './headers.mjs';

/** Marks a stylesheet link Beasties has deferred: a page holding it has been processed. */
export const DEFERRED_MARK = 'data-beasties-media';

/** Marks the first element of a page that starts below the first screen at every width. */
export const BELOW_FOLD = 'data-below-fold';

/**
 * The [start, end) offsets of what starts below the first screen: the first element marked
 * `data-below-fold`, its later siblings, and the later siblings of each of its ancestors inside
 * <body>. Empty when nothing is marked.
 * @param {string} html
 * @returns {Array<[number, number]>}
 */
export function belowFoldRanges(html) {
  if (!html.includes(BELOW_FOLD)) return [];
  const doc = parse(html, { sourceCodeLocationInfo: true });
  /** @type {any} */
  let marker = null;
  /** @param {any} node */
  const visit = (node) => {
    if (marker) return;
    if (node.attrs?.some((/** @type {{ name: string }} */ a) => a.name === BELOW_FOLD)) {
      marker = node;
      return;
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(doc);
  /** @type {Array<[number, number]>} */
  const ranges = [];
  for (let node = marker, first = true; node?.parentNode; node = node.parentNode, first = false) {
    if (node.nodeName === 'body') break;
    const siblings = node.parentNode.childNodes;
    for (const sibling of siblings.slice(siblings.indexOf(node) + (first ? 0 : 1))) {
      const at = sibling.sourceCodeLocation;
      if (at) ranges.push([at.startOffset, at.endOffset]);
    }
  }
  return ranges.sort((a, b) => a[0] - b[0]);
}

/**
 * The critical CSS without rules that only apply under a hovering pointer, and without the custom
 * properties (design tokens) that neither its rules nor the page's own markup use: the stylesheet
 * brings those.
 * @param {string} css
 * @param {string} html the page, for tokens its markup uses (`style="…var(--x)"`)
 */
export function trimCriticalCss(css, html) {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    // `:not(:hover)` does apply at first paint: only a plain `:hover` is left out.
    const kept = rule.selectors.filter(
      (selector) => !selector.replace(/:not\([^()]*\)/g, '').includes(':hover'),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((at) => {
    if (at.nodes && at.nodes.length === 0) at.remove();
  });
  // Tokens used by a rule or by the markup, then by the tokens those use, and so on.
  const uses = (/** @type {string} */ text) =>
    [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => /** @type {string} */ (m[1]));
  /** @type {Map<string, string[]>} */
  const tokens = new Map();
  /** @type {string[]} */
  const used = uses(html.replace(/<style>[\s\S]*?<\/style>/g, ''));
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--'))
      tokens.set(decl.prop, [...(tokens.get(decl.prop) ?? []), ...uses(decl.value)]);
    else used.push(...uses(decl.value));
  });
  const needed = new Set();
  for (let token = used.pop(); token !== undefined; token = used.pop()) {
    if (needed.has(token)) continue;
    needed.add(token);
    used.push(...(tokens.get(token) ?? []));
  }
  root.walkDecls((decl) => {
    if (decl.prop.startsWith('--') && !needed.has(decl.prop)) decl.remove();
  });
  return root.toString();
}

/**
 * The Beasties instance for the pages under dir (build/client).
 * @param {string} dir
 */
export function createBeasties(dir) {
  return new Beasties({
    path: dir,
    publicPath: '/',
    preload: 'media-script',
    noscriptFallback: true,
    // The stylesheets stay whole: client-side navigations render other pages with them.
    pruneSource: false,
    // Inline <style>s and style="" attributes are the app's own: leave them as they are.
    reduceInlineStyles: false,
    // The site uses system fonts: no @font-face to inline or preload.
    fonts: false,
    compress: true,
    // The head script sets the stored theme's class on <html> before the first paint; no built
    // page has it, so Beasties would leave out the dark theme's tokens and a dark page would
    // first paint in the light theme's colours (e2e/critical-css.spec.ts).
    allowRules: [/^:root\.dark(?![\w-])/],
    logLevel: 'warn',
  });
}

/**
 * One page, processed; null when it has no stylesheet link or was processed before.
 * @param {string} html
 * @param {Beasties} beasties from `createBeasties`
 * @returns {Promise<string | null>}
 */
export async function inlineCriticalCssOf(html, beasties) {
  if (html.includes(DEFERRED_MARK) || !/<link[^>]+rel="stylesheet"/.test(html)) return null;
  // What starts below the first screen is out of Beasties' sight, each part behind a comment,
  // and put back, byte for byte, once the page is processed.
  const ranges = belowFoldRanges(html);
  const hidden = ranges.map(([start, end]) => html.slice(start, end));
  let seen = html;
  for (let i = ranges.length - 1; i >= 0; i -= 1) {
    const [start, end] = /** @type {[number, number]} */ (ranges[i]);
    seen = `${seen.slice(0, start)}<!--${BELOW_FOLD}:${i}-->${seen.slice(end)}`;
  }
  let restored = 0;
  const processed = (await beasties.process(seen))
    // Beasties marks <html> for its own bookkeeping; the page does not need the attribute.
    .replace(/(<html[^>]*?) data-beasties-container(="")?/, '$1')
    // Beasties' own <style>, not one the page already had.
    .replace(/<style>([\s\S]*?)<\/style>/g, (style, /** @type {string} */ css) =>
      seen.includes(style) ? style : `<style>${trimCriticalCss(css, html)}</style>`,
    )
    .replace(new RegExp(`<!--${BELOW_FOLD}:(\\d+)-->`, 'g'), (_, i) => {
      restored += 1;
      return hidden[Number(i)] ?? '';
    });
  if (restored !== hidden.length) {
    throw new Error(`critical CSS: ${hidden.length - restored} part(s) below the fold were lost`);
  }
  return processed;
}

/** The inline CSS bytes of a processed page. @param {string} html */
const inlineBytesOf = (html) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce((n, m) => n + (m[1] ?? '').length, 0);

/**
 * What a processed page depends on besides its own bytes: this step's code, Beasties' version and
 * every stylesheet of the build (a page's links name them by content hash, but a stylesheet's
 * bytes are hashed too, so nothing stale can be reused).
 * @param {string} dir build/client
 */
function cacheSalt(dir) {
  const hash = createHash('sha256');
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  const require = createRequire(import.meta.url);
  hash.update(readFileSync(require.resolve('beasties')));
  const assets = join(dir, 'assets');
  if (existsSync(assets))
    for (const name of readdirSync(assets).sort())
      if (name.endsWith('.css')) hash.update(name).update(readFileSync(join(assets, name)));
  return hash.digest('hex');
}

/**
 * Processes `files` (paths under dir) one after another, each page read from the cache when the
 * same bytes were processed before with the same stylesheets.
 * @param {string} dir @param {readonly string[]} files
 * @param {{ cacheDir: string | null, salt: string }} cache
 */
async function processFiles(dir, files, { cacheDir, salt }) {
  const beasties = createBeasties(dir);
  /** @type {string[]} */
  const used = [];
  const result = { pages: 0, inlineBytes: 0, reused: 0, used };
  for (const file of files) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    const key = createHash('sha256').update(salt).update(html).digest('hex');
    const cached = cacheDir ? join(cacheDir, `${key}.html`) : null;
    /** @type {string | null} */
    let processed;
    if (cached && existsSync(cached)) {
      processed = readFileSync(cached, 'utf8');
      result.reused += 1;
    } else {
      processed = await inlineCriticalCssOf(html, beasties);
      if (processed === null) continue;
      if (cached) writeFileSync(cached, processed);
    }
    if (cached) result.used.push(`${key}.html`);
    writeFileSync(path, processed);
    result.pages += 1;
    result.inlineBytes += inlineBytesOf(processed);
  }
  return result;
}

/**
 * Every built page under dir: returns how many were processed, the bytes of inline CSS and how
 * many were reused. The pages are shared among worker threads, one per core (each page is
 * processed alone, so the result is the same byte for byte whatever their number), and each
 * page's result is kept in `cacheDir` by the page's bytes and the stylesheets': a page that did
 * not change since the last build is not processed again. The cache keeps what this build used.
 * @param {string} dir build/client
 * @param {{ cacheDir?: string | null, workers?: number }} [options]
 */
export async function inlineCriticalCss(dir, { cacheDir = null, workers } = {}) {
  const files = listHtmlFiles(dir);
  const salt = cacheSalt(dir);
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  const lanes = Math.max(
    1,
    Math.min(workers ?? availableParallelism(), Math.ceil(files.length / 50)),
  );
  /** @type {Array<Awaited<ReturnType<typeof processFiles>>>} */
  let parts;
  if (lanes === 1) parts = [await processFiles(dir, files, { cacheDir, salt })];
  else {
    // every lane takes every lanes-th page, so large and small pages are spread evenly
    const shares = Array.from({ length: lanes }, (_, lane) =>
      files.filter((_, i) => i % lanes === lane),
    );
    parts = await Promise.all(
      shares.map(
        (share) =>
          new Promise((resolve, reject) => {
            const worker = new Worker(new URL(import.meta.url), {
              workerData: { dir, files: share, cacheDir, salt },
            });
            worker.once('message', resolve);
            worker.once('error', reject);
            worker.once('exit', (code) => {
              if (code !== 0) reject(new Error(`critical CSS: a worker stopped with ${code}`));
            });
          }),
      ),
    );
  }
  const kept = new Set(parts.flatMap((p) => p.used));
  if (cacheDir)
    for (const entry of readdirSync(cacheDir))
      if (!kept.has(entry)) unlinkSync(join(cacheDir, entry));
  return {
    pages: parts.reduce((n, p) => n + p.pages, 0),
    inlineBytes: parts.reduce((n, p) => n + p.inlineBytes, 0),
    reused: parts.reduce((n, p) => n + p.reused, 0),
  };
}

if (!isMainThread && workerData?.files) {
  const { dir, files, cacheDir, salt } = workerData;
  processFiles(dir, files, { cacheDir, salt }).then((result) => parentPort?.postMessage(result));
}
