#!/usr/bin/env node
// Storybook figures: how long a production build takes, how big it is, and how fast the first
// story renders when the built Storybook is served locally (target: under 3 s), both in the bare
// preview (iframe.html) and in the full Storybook UI a designer opens at `/`. Prints figures;
// asserts nothing about speed (it only fails when it cannot measure).
//
// Every run uses a new browser context (empty cache). Times count from the navigation start of the
// page the browser opened (`/` or iframe.html) and are read from the preview's own channel:
// - painted: the story's render phase has ended (Storybook moved on to `playing` or `completing`),
//   its DOM is in #storybook-root, and a frame has been painted since;
// - storyRendered: Storybook's STORY_RENDERED event, which comes after the play function and after
//   CSS animations have settled.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { serveStorybook } from './serve.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 6107);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const out = mkdtempSync(join(tmpdir(), 'storybook-bench-'));
const origin = `http://127.0.0.1:${port}`;

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * Put at the top of the preview's iframe.html, before Storybook's scripts: catches Storybook's
 * channel as the preview creates it and records, per story, when it was painted and when
 * STORY_RENDERED arrived, as epoch milliseconds on the browser's clock.
 */
function recordStoryTimes() {
  const now = () => performance.timeOrigin + performance.now();
  const marks = [];
  window.__storyTimes = marks;
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value) {
      channel = value;
      let rendering = null;
      value.on('storyRenderPhaseChanged', ({ newPhase, storyId }) => {
        if (newPhase === 'loading') marks.push({ type: 'loading', storyId, at: now() });
        if (newPhase === 'rendering') rendering = storyId;
        else if (rendering === storyId && (newPhase === 'playing' || newPhase === 'completing')) {
          rendering = null;
          const root = document.getElementById('storybook-root');
          if (!root?.childElementCount) return;
          // A rAF callback runs just before the next paint; a task queued from it runs after.
          requestAnimationFrame(() =>
            setTimeout(() => {
              marks.push({ type: 'painted', storyId, at: now() });
              performance.mark(`story-painted ${storyId}`);
            }),
          );
        }
      });
      value.on('storyRendered', (storyId) => marks.push({ type: 'rendered', storyId, at: now() }));
      value.on('storySpecified', ({ storyId }) =>
        marks.push({ type: 'specified', storyId, at: now() }),
      );
    },
  });
}

const ui = { width: 1440, height: 900 };
const bare = { width: 1280, height: 800 };

/**
 * Opens `path` in a new page of `context` and waits until the preview has painted and reported the
 * story shown. For `/` that is the story the manager lands on (read back from its URL).
 */
async function measure(context, path, { trace = false } = {}) {
  const page = await context.newPage();
  const requests = [];
  page.on('request', (request) => requests.push(request));
  const tracePath = join(out, 'trace.json');
  try {
    if (trace) {
      await context.browser().startTracing(page, {
        path: tracePath,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'blink.user_timing',
        ],
      });
    }
    await page.goto(`${origin}${path}`);
    const start = await page.evaluate(() => performance.timeOrigin);
    const preview = path.startsWith('/iframe.html')
      ? page.mainFrame()
      : await (await page.waitForSelector('#storybook-preview-iframe')).contentFrame();
    const storyId = path.startsWith('/iframe.html')
      ? new URL(`${origin}${path}`).searchParams.get('id')
      : await page
          .waitForURL(/[?&]path=\/(story|docs)\/[^&]+/, { timeout: 30_000 })
          .then(() => new URL(page.url()).searchParams.get('path').split('/')[2]);
    const marks = await preview
      .waitForFunction(
        (id) => {
          const marks = window.__storyTimes ?? [];
          const painted = marks.find((m) => m.type === 'painted' && m.storyId === id);
          const rendered = marks.find((m) => m.type === 'rendered' && m.storyId === id);
          return painted && rendered && { painted: painted.at, rendered: rendered.at, marks };
        },
        storyId,
        { timeout: 60_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue());
    const before = requests.filter((r) => r.timing().startTime <= marks.painted);
    // Bytes that came over the wire: nothing for a cache hit or a 304.
    const fetched = await Promise.all(
      before.map((r) =>
        r.sizes().then(
          (sizes) => Math.max(0, sizes.responseBodySize),
          () => 0,
        ),
      ),
    );
    if (trace) await context.browser().stopTracing();
    return {
      storyId,
      busy: trace ? mainThreadBusy(tracePath, storyId) : undefined,
      painted: marks.painted - start,
      rendered: marks.rendered - start,
      // Stories or docs pages the preview began to load before the one shown (work wasted on the way).
      detours: [
        ...new Set(
          marks.marks
            .filter((m) => m.type !== 'rendered' && m.storyId !== storyId && m.at < marks.painted)
            .map((m) => m.storyId),
        ),
      ],
      requests: before.length,
      bytes: fetched.reduce((sum, size) => sum + size, 0),
      outside: requests.map((r) => r.url()).filter((url) => !url.startsWith(origin)),
    };
  } finally {
    await page.close();
  }
}

/**
 * Milliseconds the renderer's main thread (which the manager and the same-origin preview iframe
 * share) was busy from the navigation start to the story's paint, read from a Chromium trace.
 * Less sensitive to other processes on the machine than wall time.
 */
function mainThreadBusy(tracePath, storyId) {
  const events = JSON.parse(readFileSync(tracePath, 'utf8')).traceEvents;
  rmSync(tracePath);
  const threads = new Map(
    events.filter((e) => e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]),
  );
  const navigations = events.filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith(origin),
  );
  const pids = new Set(navigations.map((e) => e.pid));
  const from = Math.min(...navigations.map((e) => e.ts));
  const to = events.find((e) => pids.has(e.pid) && e.name === `story-painted ${storyId}`)?.ts;
  if (!to) throw new Error('no paint mark in the trace');
  const busy = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        pids.has(e.pid) &&
        threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' &&
        e.ts + e.dur > from &&
        e.ts < to,
    )
    .reduce((sum, e) => sum + Math.min(e.ts + e.dur, to) - Math.max(e.ts, from), 0);
  return busy / 1000;
}

/** A first visit: a new context, so an empty cache. */
async function cold(browser, path, viewport, options) {
  const context = await browser.newContext({ viewport });
  try {
    return await measure(context, path, options);
  } finally {
    await context.close();
  }
}

/**
 * A designer who has opened Storybook before, in a new tab: the HTTP cache holds what the earlier
 * visits fetched, and Chromium has cached the compiled scripts (it does so on the second visit).
 */
async function warm(browser, path, viewport) {
  const context = await browser.newContext({ viewport });
  try {
    await measure(context, path);
    await measure(context, path);
    return await measure(context, path);
  } finally {
    await context.close();
  }
}

try {
  const started = performance.now();
  const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out], {
    cwd: app,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('storybook build failed');
  const buildSeconds = (performance.now() - started) / 1000;

  const files = walk(out);
  const size = (list) => list.reduce((sum, f) => sum + statSync(f).size, 0);
  const gzip = (list) => list.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const js = files.filter((f) => f.endsWith('.js'));
  const managerJs = js.filter((f) => /^sb-(manager|addons)\//.test(relative(out, f)));
  const previewJs = js.filter((f) => !managerJs.includes(f));
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries);
  // The recorder goes into this bench's own copy of the preview, first in <head> (sizes above
  // are taken before). An init script would not do: Chromium does not always run one in the
  // iframe the manager creates early.
  const iframeHtml = join(out, 'iframe.html');
  writeFileSync(
    iframeHtml,
    readFileSync(iframeHtml, 'utf8').replace(
      '<head>',
      `<head><script>(${recordStoryTimes})()</script>`,
    ),
  );

  const server = await serveStorybook(port, out);
  const browser = await chromium.launch(CHROMIUM_FULL);
  const full = [];
  const preview = [];
  const again = [];
  const busy = { full: [], preview: [] };
  let landing;
  try {
    // One unrecorded pass: finds the story `/` lands on and warms the server's file cache (each
    // recorded cold run still starts from an empty browser cache).
    landing = (await cold(browser, '/', ui)).storyId;
    const story = `/iframe.html?id=${landing}&viewMode=story`;
    await cold(browser, story, bare);
    for (let i = 0; i < runs; i++) {
      full.push(await cold(browser, '/', ui));
      preview.push(await cold(browser, story, bare));
      again.push(await warm(browser, '/', ui));
    }
    // Traced separately (tracing slows a page down a little), not part of the medians above.
    for (let i = 0; i < runs; i++) {
      busy.full.push((await cold(browser, '/', ui, { trace: true })).busy);
      busy.preview.push((await cold(browser, story, bare, { trace: true })).busy);
    }
  } finally {
    await browser.close();
    server.close();
  }

  const line = (label, results, key) => {
    const values = results.map((r) => r[key]);
    return `    ${label.padEnd(38)}${median(values).toFixed(0).padStart(6)} ms   [${values.map((v) => v.toFixed(0)).join(', ')}]`;
  };
  const loaded = (results) => {
    const r = results[Math.floor(results.length / 2)];
    return `${r.requests} requests, ${kib(r.bytes)}`;
  };
  const outside = [...new Set([...full, ...preview, ...again].flatMap((r) => r.outside))];
  const detours = [...new Set([...full, ...again].flatMap((r) => r.detours))];

  console.log('\nStorybook');
  console.log(`  build (storybook build, production):   ${buildSeconds.toFixed(1)} s`);
  console.log(
    `  output: ${files.length} files, ${kib(size(files))} on disk; JavaScript ${kib(size(js))}, ${kib(gzip(js))} gzipped`,
  );
  console.log(
    `    manager (sb-manager, sb-addons) ${kib(size(managerJs))} (${kib(gzip(managerJs))} gzipped); preview ${kib(size(previewJs))} (${kib(gzip(previewJs))} gzipped)`,
  );
  console.log(
    `  index.json: ${entries.filter((e) => e.type === 'story').length} stories, ${entries.filter((e) => e.type === 'docs').length} docs pages`,
  );
  console.log(
    `  first story (${landing}, where \`/\` lands), served locally, median of ${runs} (cold: new browser context):`,
  );
  console.log(line('full Storybook UI at /: painted', full, 'painted'));
  console.log(line('                        storyRendered', full, 'rendered'));
  console.log(line('preview (iframe.html):  painted', preview, 'painted'));
  console.log(line('                        storyRendered', preview, 'rendered'));
  console.log(line('full UI, third visit:   painted', again, 'painted'));
  console.log(line('                        storyRendered', again, 'rendered'));
  console.log(
    `    main thread busy until the paint (traced runs): full UI ${median(busy.full).toFixed(0)} ms [${busy.full.map((v) => v.toFixed(0)).join(', ')}]; preview ${median(busy.preview).toFixed(0)} ms [${busy.preview.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `    fetched before the paint (median run): full UI ${loaded(full)}; preview ${loaded(preview)}; third visit ${loaded(again)}`,
  );
  console.log(
    `    preview began something else first: ${detours.length ? detours.join(', ') : 'none'}; requests to other hosts: ${outside.length ? outside.join(', ') : 'none'}`,
  );
  const worst = Math.max(
    median(full.map((r) => r.rendered)),
    median(preview.map((r) => r.rendered)),
  );
  console.log(
    `    target under 3000 ms (storyRendered, cold, full UI and preview): ${worst < 3000 ? 'met' : 'NOT met'}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
