#!/usr/bin/env node
// `pnpm bench`: first-load JavaScript (gzip) of every prerendered route, and Lighthouse mobile
// scores with FCP/LCP/TBT/CLS for a set of routes of both languages, each beside its floor: the
// same page with its JavaScript stripped out (same HTML otherwise, same CSS, pictures, headers
// and compression), measured in the same run.
// `pnpm bench --js-only` (or BENCH_LIGHTHOUSE=0): the JavaScript figures only, no Lighthouse.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { ROUTER_STREAM_ATTRIBUTE } from '@defne/serve/build';
import { FIRST_LOAD_LIMIT_KB, firstLoadJs, gzipSize, htmlFiles, routeOf } from './first-load.mjs';
import { app, forward, serveSite } from './site-server.mjs';
import { completeRuns, representativeRun } from './median-run.mjs';
import { lighthouseInFreshChrome } from './fresh-chrome.mjs';

const client = join(app, 'build', 'client');
const port = Number(process.env.BENCH_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
// Lighthouse loads every page and its floor through this port (see floorProxy below).
const lighthousePort = port + 1;
const lighthouseOrigin = `http://127.0.0.1:${lighthousePort}`;
const jsOnly = process.argv.includes('--js-only') || process.env.BENCH_LIGHTHOUSE === '0';
// At most this much first-load JavaScript (files + inline, gzip -9) on any page (issue 54): the
// bench exits 1 when a page is over, declared or on load.
const FIRST_LOAD_TARGET_KB = FIRST_LOAD_LIMIT_KB;
// A page's TBT at most its floor's plus this much, in the same run (issue 54).
const TBT_OVER_FLOOR_TARGET_MS = 150;
// A page's LCP at most this many times its floor's.
const LCP_RATIO_TARGET = 1.2;
/** Where a route's floor is served. */
const FLOOR_PREFIX = '/__no-script';
const lighthouseRoutes = (
  process.env.BENCH_ROUTES ??
  '/,/about,/hakkimizda,/sectors,/sektorler/filtrasyon-sistemleri,/contact,/iletisim,/suppliers,' +
    // Product pages (D17), one per language.
    '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi,/sectors/dental-supplies/modeling-wax'
)
  .split(',')
  .filter(Boolean);

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

if (!existsSync(join(client, 'index.html'))) {
  console.error('No build found: run `pnpm build` first.');
  process.exit(1);
}

console.log(
  '\nJavaScript each page declares (gzip -9; files = the boot list: modulepreloads + route modules)\n',
);
const rows = htmlFiles(client)
  .map((file) => ({
    route: routeOf(client, file),
    ...firstLoadJs(readFileSync(file, 'utf8'), client),
  }))
  .sort((a, b) => a.route.localeCompare(b.route));
for (const row of rows) {
  console.log(
    `${row.route.padEnd(42)} ${kb(row.bytes).padStart(9)} in ${String(row.files).padStart(2)} files + inline ${kb(row.inlineBytes)}`,
  );
}
const heaviest = rows.reduce((a, b) =>
  a.bytes + a.inlineBytes >= b.bytes + b.inlineBytes ? a : b,
);
console.log(
  `\nHeaviest: ${heaviest.route} ${kb(heaviest.bytes + heaviest.inlineBytes)} (files + inline)`,
);

const server = await serveSite(port);
const cleanup = () => server.stop();
process.on('exit', cleanup);

// What a phone really downloads: every .js file the page requests in Chromium (412 x 823, the
// Lighthouse mobile viewport) until the network is idle without any interaction, then after
// scrolling to the bottom (the enquiry forms' code loads when a visitor comes near a form).
console.log(
  '\nJavaScript loaded in Chromium at 412 x 823 (gzip -9): on load, and after scrolling to the end\n',
);
const browser = await chromium.launch(CHROMIUM_FULL);
const measured = [];
for (const { route, inlineBytes } of rows) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname.endsWith('.js')) files.add(url.pathname);
  });
  const sum = () => [...files].reduce((total, file) => total + gzipSize(join(client, file)), 0);
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForLoadState('networkidle');
  const onLoad = sum();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  measured.push({ route, onLoad, scrolled: sum(), inlineBytes });
  await page.close();
}
await browser.close();
for (const m of measured) {
  console.log(
    `${m.route.padEnd(42)} ${kb(m.onLoad).padStart(9)} on load ${kb(m.scrolled).padStart(9)} scrolled  + inline ${kb(m.inlineBytes)}`,
  );
}
// The target counts the scripts a page loads and its inline data together.
const heaviestLoad = measured.reduce((a, b) =>
  a.onLoad + a.inlineBytes >= b.onLoad + b.inlineBytes ? a : b,
);
const heaviestAll = measured.reduce((a, b) => (a.scrolled >= b.scrolled ? a : b));
console.log(
  `\nHeaviest on load: ${heaviestLoad.route} ${kb(heaviestLoad.onLoad + heaviestLoad.inlineBytes)} ` +
    `(${kb(heaviestLoad.onLoad)} files + ${kb(heaviestLoad.inlineBytes)} inline; target at most ${FIRST_LOAD_TARGET_KB} KB); ` +
    `after scrolling: ${heaviestAll.route} ${kb(heaviestAll.scrolled)}`,
);

const overTarget = measured.filter((m) => m.onLoad + m.inlineBytes > FIRST_LOAD_TARGET_KB * 1024);
console.log(
  overTarget.length === 0
    ? `Every page at most ${FIRST_LOAD_TARGET_KB} KB on load.`
    : `Over ${FIRST_LOAD_TARGET_KB} KB on load: ${overTarget.length} of ${measured.length} pages ` +
        `(${overTarget
          .slice(0, 5)
          .map((m) => m.route)
          .join(', ')}${overTarget.length > 5 ? ', …' : ''})`,
);

// The page's first response, as the server sends it to a browser that takes brotli: its status
// line and headers, and its compressed body. A new connection delivers 10 TCP segments of 1,460
// bytes in its first round trip (the initial congestion window; Lighthouse's simulation models
// the same); a page that needs more waits one more round trip before it can paint
// (docs/performance.md).
const FIRST_ROUND_TRIP = 10 * 1460;
function firstResponseBytes(route) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${route}`,
      { headers: { 'accept-encoding': 'br' } },
      (res) => {
        let body = 0;
        res.on('data', (chunk) => (body += chunk.length));
        res.on('end', () => {
          let head =
            `HTTP/${res.httpVersion} ${res.statusCode} ${res.statusMessage}\r\n`.length + 2;
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            head += Buffer.byteLength(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}\r\n`);
          resolve({ head, body });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
console.log(
  `\nFirst response (headers + brotli HTML), against the first round trip of ${FIRST_ROUND_TRIP} bytes\n`,
);
const responses = [];
for (const { route } of rows) responses.push({ route, ...(await firstResponseBytes(route)) });
responses.sort((a, b) => b.head + b.body - (a.head + a.body));
for (const r of responses.slice(0, 8)) {
  const total = r.head + r.body;
  console.log(
    `${r.route.padEnd(42)} ${String(total).padStart(6)} B (${r.head} + ${r.body})  ${total <= FIRST_ROUND_TRIP ? `${FIRST_ROUND_TRIP - total} B to spare` : `${total - FIRST_ROUND_TRIP} B over`}`,
  );
}
const overRoundTrip = responses.filter((r) => r.head + r.body > FIRST_ROUND_TRIP);
console.log(
  overRoundTrip.length === 0
    ? `Every page's first response fits the first round trip (${responses.length} pages; the 8 largest above).`
    : `Over the first round trip: ${overRoundTrip.length} of ${responses.length} pages.`,
);

const declaredOver = rows.filter((r) => r.bytes + r.inlineBytes > FIRST_LOAD_TARGET_KB * 1024);
const firstLoadFailed = overTarget.length > 0 || declaredOver.length > 0;
if (firstLoadFailed) {
  console.error(
    `\nFAIL: first-load JavaScript over ${FIRST_LOAD_TARGET_KB} KB on ${Math.max(overTarget.length, declaredOver.length)} page(s) ` +
      `(${declaredOver.length} by what the HTML declares, ${overTarget.length} by what Chromium loads); ` +
      '`pnpm bench:first-load` lists them.',
  );
}

if (jsOnly) {
  cleanup();
  process.exit(firstLoadFailed ? 1 : 0);
}

/**
 * A page without its JavaScript: the module scripts, the router's inline data (its context
 * script and the data blocks of its stream) and the modulepreloads go; the rest of the HTML stays
 * as it is, with the two small inline scripts that belong to the CSS and the theme (the switch
 * that turns the full stylesheets on, the theme class set before the first paint), so the floor
 * paints with the same CSS as the page.
 */
function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (tag, attributes, body) =>
      /\btype="module"/.test(attributes) ||
      /\bsrc=/.test(attributes) ||
      attributes.includes(ROUTER_STREAM_ATTRIBUTE) ||
      body.includes('__reactRouter')
        ? ''
        : tag,
    )
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
}

/**
 * Lighthouse's way in: every request passes through to the site's server as it is, except
 * `${FLOOR_PREFIX}{route}`, the route's floor: the same page fetched from the same server,
 * stripped of its scripts and sent with the page's own headers (its CSP, caching) and compressed
 * as the build precompresses (brotli 11 or gzip 9, whichever the browser takes first). Pages and
 * floors take the same path, so the proxy's cost is the same for both.
 */
function floorProxy() {
  return createServer((req, res) => {
    const url = req.url ?? '/';
    if (!url.startsWith(`${FLOOR_PREFIX}/`)) {
      forward(req, res, port);
      return;
    }
    const path = url.slice(FLOOR_PREFIX.length);
    httpRequest(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'identity' } },
      (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.from(stripScripts(Buffer.concat(chunks).toString('utf8')));
          const accepted = String(req.headers['accept-encoding'] ?? '');
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers.etag;
          delete headers['last-modified'];
          let body = html;
          if (/\bbr\b/.test(accepted)) {
            body = brotliCompressSync(html, {
              params: {
                [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
                [zlibConstants.BROTLI_PARAM_SIZE_HINT]: html.length,
              },
            });
            headers['content-encoding'] = 'br';
          } else if (/\bgzip\b/.test(accepted)) {
            body = gzipSync(html, { level: 9 });
            headers['content-encoding'] = 'gzip';
          }
          headers['content-length'] = String(body.length);
          res.writeHead(answer.statusCode ?? 200, headers);
          res.end(body);
        });
      },
    )
      .on('error', () => res.writeHead(502).end())
      .end();
  });
}

const proxy = floorProxy();
await new Promise((resolve) => proxy.listen(lighthousePort, '127.0.0.1', resolve));
process.on('exit', () => proxy.close());

/** Lighthouse's median of `BENCH_RUNS` runs (default 3) of `path`, each in a fresh browser. */
async function medianRun(path) {
  const runs = [];
  // Median of three runs: one machine, shared with whatever else runs.
  for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 3); i++) {
    const { lhr } = await lighthouseInFreshChrome(`${lighthouseOrigin}${path}`);
    runs.push(lhr);
    // BENCH_LHR_DIR keeps every run's report, to read what a figure is made of.
    if (process.env.BENCH_LHR_DIR) {
      mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
      const name = `${path.replace(/\W+/g, '_')}-${i + 1}.json`;
      writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
    }
  }
  // The representative run (median-run.mjs): the one closest to the median FCP and TTI. A run
  // Lighthouse could not complete (no FCP or TTI, e.g. a page that did not paint in time) is
  // reported and left out, as Lighthouse CI does.
  const valid = completeRuns(runs);
  for (const run of runs.filter((r) => !valid.includes(r))) {
    console.log(`  ${path}: one run left out (${run.runtimeError?.code ?? 'no FCP or TTI'})`);
  }
  if (valid.length === 0) throw new Error(`${path}: no complete Lighthouse run`);
  const lhr = representativeRun(valid);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    perf: lhr.categories.performance.score,
    a11y: lhr.categories.accessibility.score,
    bp: lhr.categories['best-practices'].score,
    seo: lhr.categories.seo.score,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    tbtRuns: valid.map((run) => Math.round(run.audits['total-blocking-time'].numericValue)),
    cls: audit('cumulative-layout-shift'),
    failing: Object.values(lhr.audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'manual' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
  };
}

// Each route, then its floor, one after the other: both meet the machine in the same state.
const results = [];
for (const route of lighthouseRoutes) {
  const page = await medianRun(route);
  const floor = await medianRun(`${FLOOR_PREFIX}${route}`);
  results.push({ route, ...page, floor });
}
const score = (v) => (v === null || v === undefined ? ' n/a' : v.toFixed(2));
const ratio = (value, base) => (base > 0 ? value / base : NaN);
console.log(
  `\nLighthouse mobile (median of runs), each route beside its floor (the same page without its JavaScript, ${FLOOR_PREFIX}{route})\n`,
);
console.log(
  'route'.padEnd(34),
  'perf  a11y  bp    seo   FCP ms  LCP ms  TBT ms  CLS     floor FCP  floor LCP  FCP/floor  LCP/floor  TBT of each run  floor: perf (TBT of each run)',
);
for (const r of results) {
  const fcpRatio = ratio(r.fcp, r.floor.fcp);
  const lcpRatio = ratio(r.lcp, r.floor.lcp);
  console.log(
    r.route.padEnd(34),
    [score(r.perf), score(r.a11y), score(r.bp), score(r.seo)].join('  '),
    String(Math.round(r.fcp)).padStart(7),
    String(Math.round(r.lcp)).padStart(7),
    String(Math.round(r.tbt)).padStart(7),
    r.cls.toFixed(3).padStart(6),
    String(Math.round(r.floor.fcp)).padStart(10),
    String(Math.round(r.floor.lcp)).padStart(10),
    `${fcpRatio.toFixed(2)}x`.padStart(10),
    `${lcpRatio.toFixed(2)}x${lcpRatio > LCP_RATIO_TARGET ? ' (!)' : ''}`.padStart(10),
    ` ${r.tbtRuns.join(' / ')}`,
    // The floor's own score and blocking time: what the page's HTML and CSS cost with no script.
    `  floor: ${score(r.floor.perf)} (${r.floor.tbtRuns.join(' / ')})`,
  );
}
const notPerfect = results.filter((r) => [r.perf, r.a11y, r.bp, r.seo].some((v) => v !== 1));
const slowLcp = results.filter((r) => ratio(r.lcp, r.floor.lcp) > LCP_RATIO_TARGET);
const lcpRatios = results.map((r) => ratio(r.lcp, r.floor.lcp));
const slowTbt = results
  .filter((r) => r.route.includes('sektorler/') || r.route.includes('sectors/'))
  .filter((r) => r.tbt >= 50);
console.log(
  `\nTargets: all four scores 1.00 on ${results.length - notPerfect.length}/${results.length} routes; ` +
    `LCP <= ${LCP_RATIO_TARGET}x its floor on ${results.length - slowLcp.length}/${results.length} ` +
    `(LCP/floor ${Math.min(...lcpRatios).toFixed(2)}x to ${Math.max(...lcpRatios).toFixed(2)}x); ` +
    `sector pages' TBT < 50 ms: ${slowTbt.length === 0 ? 'yes' : `no (${slowTbt.map((r) => r.route).join(', ')})`}`,
);
const slowHydration = results.filter((r) => r.tbt > r.floor.tbt + TBT_OVER_FLOOR_TARGET_MS);
console.log(
  `TBT <= its floor's + ${TBT_OVER_FLOOR_TARGET_MS} ms on ${results.length - slowHydration.length}/${results.length} routes` +
    (slowHydration.length
      ? ` (over: ${slowHydration.map((r) => `${r.route} ${Math.round(r.tbt)} against ${Math.round(r.floor.tbt)}`).join(', ')})`
      : ''),
);
for (const r of results) {
  if (r.failing.length) console.log(`  ${r.route}: audits below 0.9: ${r.failing.join(', ')}`);
  if (r.floor.failing.length)
    console.log(`  ${r.route} floor: audits below 0.9: ${r.floor.failing.join(', ')}`);
}
cleanup();
process.exit(firstLoadFailed ? 1 : 0);
