#!/usr/bin/env node
// `pnpm bench`: first-load JavaScript (gzip) of every prerendered route, and Lighthouse mobile
// scores with FCP/LCP/TBT/CLS for a set of routes of both languages, beside a floor: the home
// page's own HTML with every script removed, served the same way in the same run.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';
import { bootFiles } from '@defne/site/build';
import { app, serveSite } from './site-server.mjs';

const client = join(app, 'build', 'client');
const port = Number(process.env.BENCH_PORT ?? 4391);
const origin = `http://127.0.0.1:${port}`;
const floorDir = join(client, '__floor');
const lighthouseRoutes = (
  process.env.BENCH_ROUTES ??
  '/,/about,/hakkimizda,/sectors,/sektorler/filtrasyon-sistemleri,/contact,/iletisim,/suppliers,' +
    // Product pages (D17), one per language.
    '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi,/sectors/dental-supplies/modeling-wax'
)
  .split(',')
  .filter(Boolean);

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') && !name.startsWith('__') ? [path] : [];
  });
}

function routeOf(file) {
  const rel = relative(client, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

const gzipCache = new Map();
function gzipSize(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/** Scripts a first visit downloads: the boot list (or modulepreloads), module scripts and inline scripts. */
function firstLoadJs(html) {
  const files = new Set(bootFiles(html) ?? []);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) files.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) files.add(m[1]);
  let bytes = 0;
  for (const file of files) {
    const path = join(client, file);
    if (existsSync(path)) bytes += gzipSize(path);
  }
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1])
    .join('');
  const inlineBytes = gzipSync(inline, { level: 9 }).length;
  return { files: files.size, bytes, inlineBytes };
}

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
  .map((file) => ({ route: routeOf(file), ...firstLoadJs(readFileSync(file, 'utf8')) }))
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

// The floor: the home page's HTML and CSS without any script.
const homeHtml = readFileSync(join(client, 'index.html'), 'utf8')
  .replace(/<script[\s\S]*?<\/script>/g, '')
  .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
mkdirSync(floorDir, { recursive: true });
writeFileSync(join(floorDir, 'index.html'), homeHtml);

const server = await serveSite(port);
const cleanup = () => {
  server.stop();
  rmSync(floorDir, { recursive: true, force: true });
};
process.on('exit', cleanup);

// What a phone really downloads: every .js file the page requests in Chromium (412 x 823, the
// Lighthouse mobile viewport) until the network is idle without any interaction, then after
// scrolling to the bottom (the enquiry forms' code loads when a visitor comes near a form).
console.log(
  '\nJavaScript loaded in Chromium at 412 x 823 (gzip -9): on load, and after scrolling to the end\n',
);
const browser = await chromium.launch(CHROMIUM);
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
// The target (at most 150 KB) counts the scripts a page loads and its inline data together.
const heaviestLoad = measured.reduce((a, b) =>
  a.onLoad + a.inlineBytes >= b.onLoad + b.inlineBytes ? a : b,
);
const heaviestAll = measured.reduce((a, b) => (a.scrolled >= b.scrolled ? a : b));
console.log(
  `\nHeaviest on load: ${heaviestLoad.route} ${kb(heaviestLoad.onLoad + heaviestLoad.inlineBytes)} ` +
    `(${kb(heaviestLoad.onLoad)} files + ${kb(heaviestLoad.inlineBytes)} inline; target at most 150 KB); ` +
    `after scrolling: ${heaviestAll.route} ${kb(heaviestAll.scrolled)}`,
);

// BENCH_LIGHTHOUSE=0: the JavaScript figures only.
if (process.env.BENCH_LIGHTHOUSE === '0') {
  cleanup();
  process.exit(0);
}

// Each run in a browser of its own, as PageSpeed Insights does: a Chrome reused across runs is
// warm (its code caches, its processes) and flatters the blocking time.
async function lighthouseInFreshChrome(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM.executablePath,
    chromeFlags: ['--headless=new', ...CHROMIUM.args],
  });
  try {
    return await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
  } finally {
    await chrome.kill();
  }
}

const results = [];
for (const route of ['/__floor', ...lighthouseRoutes]) {
  const runs = [];
  // Median of three runs: one machine, shared with whatever else runs.
  for (let i = 0; i < Number(process.env.BENCH_RUNS ?? 3); i++) {
    const { lhr } = await lighthouseInFreshChrome(`${origin}${route}`);
    runs.push(lhr);
  }
  // The median run as Lighthouse itself picks it (the run closest to the median FCP and TTI, the
  // method Lighthouse CI uses), not the run with the middle score.
  // A run Lighthouse could not complete (no FCP or TTI, e.g. a page that did not paint in time)
  // is reported and left out, as Lighthouse CI does.
  const valid = filterToValidRuns(runs);
  for (const run of runs.filter((r) => !valid.includes(r))) {
    console.log(`  ${route}: one run left out (${run.runtimeError?.code ?? 'no FCP or TTI'})`);
  }
  if (valid.length === 0) throw new Error(`${route}: no complete Lighthouse run`);
  const lhr = computeMedianRun(valid);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  results.push({
    route: route === '/__floor' ? 'floor (home, no script)' : route,
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
  });
}
const score = (v) => (v === null || v === undefined ? ' n/a' : v.toFixed(2));
console.log('\nLighthouse mobile (median of runs)\n');
// Targets: every score 1.00, LCP at most 1.3x and FCP at most 1.2x the floor's, measured in the same run.
const floor = results[0];
const ratio = (value, base) => (base > 0 ? value / base : NaN);
console.log(
  'route'.padEnd(34),
  'perf  a11y  bp    seo   FCP ms  LCP ms  TBT ms  CLS     FCP/floor  LCP/floor  TBT of each run',
);
for (const r of results) {
  const fcpRatio = ratio(r.fcp, floor.fcp);
  const lcpRatio = ratio(r.lcp, floor.lcp);
  console.log(
    r.route.padEnd(34),
    [score(r.perf), score(r.a11y), score(r.bp), score(r.seo)].join('  '),
    String(Math.round(r.fcp)).padStart(7),
    String(Math.round(r.lcp)).padStart(7),
    String(Math.round(r.tbt)).padStart(7),
    r.cls.toFixed(3).padStart(6),
    `${fcpRatio.toFixed(2)}x${fcpRatio > 1.2 ? ' (!)' : ''}`.padStart(10),
    `${lcpRatio.toFixed(2)}x${lcpRatio > 1.3 ? ' (!)' : ''}`.padStart(10),
    ` ${r.tbtRuns.join(' / ')}`,
  );
}
const routes = results.slice(1);
const notPerfect = routes.filter((r) => [r.perf, r.a11y, r.bp, r.seo].some((v) => v !== 1));
const slowFcp = routes.filter((r) => ratio(r.fcp, floor.fcp) > 1.2);
const slowLcp = routes.filter((r) => ratio(r.lcp, floor.lcp) > 1.3);
const slowTbt = routes
  .filter((r) => r.route.includes('sektorler/') || r.route.includes('sectors/'))
  .filter((r) => r.tbt >= 50);
console.log(
  `\nTargets: all four scores 1.00 on ${routes.length - notPerfect.length}/${routes.length} routes; ` +
    `FCP <= 1.2x floor on ${routes.length - slowFcp.length}/${routes.length}; LCP <= 1.3x floor on ${routes.length - slowLcp.length}/${routes.length}; ` +
    `sector pages' TBT < 50 ms: ${slowTbt.length === 0 ? 'yes' : `no (${slowTbt.map((r) => r.route).join(', ')})`}`,
);
for (const r of results.filter((x) => x.failing.length)) {
  console.log(`  ${r.route}: audits below 0.9: ${r.failing.join(', ')}`);
}
cleanup();
process.exit(0);
