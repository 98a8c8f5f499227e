// Critical CSS: each built page carries, in a <style> in its <head>, the rules of the stylesheets
// that match its own elements, and loads the stylesheets themselves without blocking the first
// paint, so no page waits on CSS it does not use (the root stylesheet holds every component's CSS).
// Done by Beasties (https://github.com/danielroe/beasties, the maintained fork of Google's
// Critters) with its CSP-friendly "media-script" strategy: each <link rel="stylesheet"> gets
// media="print" (fetched without blocking rendering) and one inline script, the same text on every
// page, switches them to their real media. There is no onload="" handler, which the hash-based CSP
// would block; the script and every <style> are hashed by headers.mjs like any other inline code.
// A <noscript> copy of the links keeps the full CSS for visitors without script.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Beasties from 'beasties';
import { listHtmlFiles } from './headers.mjs';

/** Marks a stylesheet link Beasties has deferred: a page holding it has been processed. */
export const DEFERRED_MARK = 'data-beasties-media';

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
  // Beasties marks <html> for its own bookkeeping; the page does not need the attribute.
  return (await beasties.process(html)).replace(
    /(<html[^>]*?) data-beasties-container(="")?/,
    '$1',
  );
}

/**
 * Every built page under dir: returns how many were processed and the bytes of inline CSS.
 * @param {string} dir build/client
 */
export async function inlineCriticalCss(dir) {
  const beasties = createBeasties(dir);
  let pages = 0;
  let inlineBytes = 0;
  for (const file of listHtmlFiles(dir)) {
    const path = join(dir, file);
    const html = readFileSync(path, 'utf8');
    const processed = await inlineCriticalCssOf(html, beasties);
    if (processed === null) continue;
    writeFileSync(path, processed);
    pages += 1;
    inlineBytes += [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].reduce(
      (n, m) => n + (m[1] ?? '').length,
      0,
    );
  }
  return { pages, inlineBytes };
}
