#!/usr/bin/env node
// `pnpm --filter @defne/web bench:header-cost 'Name: value'`: what a response header costs a
// page's load, in Lighthouse's mobile run.
//
// Some headers change how the browser starts a page, not only what it allows: with
// `Cross-Origin-Opener-Policy: same-origin`, Chromium gives the page a browsing context group and
// a renderer process of its own, and the page's first task, which Lighthouse's simulation counts
// four times, gets longer (packages/serve/deploy/README.md, "Policy"). This serves the site as
// `pnpm start` does and loads one route (BENCH_ROUTE, a sector page by default) through two
// proxies, one setting the header on every response and one taking it off, alternately,
// BENCH_RUNS times each (default 8), each run in a fresh Chrome. For each run it prints the
// performance score, the blocking time, the longest task begun before the first contentful paint
// as Lighthouse simulates it (start and duration, ms: the part after the paint blocks) and the
// renderer processes in the run's trace; then the medians of both.
import { createServer } from 'node:http';
import { lighthouseInFreshChrome } from './fresh-chrome.mjs';
import { median } from './median-run.mjs';
import { forward, serveSite } from './site-server.mjs';

const header = process.argv[2] ?? '';
const separator = header.indexOf(':');
if (separator < 1) {
  console.error(
    "Give the header to try, as it would be sent: bench:header-cost 'Cross-Origin-Opener-Policy: same-origin'",
  );
  process.exit(1);
}
const name = header.slice(0, separator).trim().toLowerCase();
const value = header.slice(separator + 1).trim();
const port = Number(process.env.BENCH_PORT ?? 4396);
const route = process.env.BENCH_ROUTE ?? '/sektorler/filtrasyon-sistemleri';
const runs = Number(process.env.BENCH_RUNS ?? 8);

await serveSite(port);

/**
 * A proxy to the site on `listenPort` that sets the header on every response (`add`), or takes it
 * off if the site sends it (`add` null).
 */
function proxy(listenPort, add) {
  const server = createServer((req, res) =>
    forward(req, res, port, (headers) => {
      if (add) headers[add.name] = add.value;
      else delete headers[name];
      return headers;
    }),
  );
  return new Promise((resolve) => server.listen(listenPort, '127.0.0.1', () => resolve(server)));
}

// Two ports, so both variants load the page at its own address.
const variants = [
  { label: 'with', origin: `http://127.0.0.1:${port + 1}`, add: { name, value } },
  { label: 'without', origin: `http://127.0.0.1:${port + 2}`, add: null },
];
const servers = await Promise.all(variants.map((v, i) => proxy(port + 1 + i, v.add)));

/** Renderer processes in a run's trace (each names its main thread CrRendererMain). */
const renderers = (trace) =>
  new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => e.pid),
  ).size;

console.log(`\n${route}, alternately with and without "${name}: ${value}", ${runs} runs each\n`);
console.log('run  header   perf  TBT ms  task across FCP  renderers');
const figures = new Map(variants.map((v) => [v.label, []]));
for (let i = 0; i < runs; i++) {
  for (const v of variants) {
    const { lhr, artifacts } = await lighthouseInFreshChrome(`${v.origin}${route}`, [
      'performance',
    ]);
    if (lhr.runtimeError) {
      console.log(
        String(i + 1).padEnd(4),
        v.label.padEnd(8),
        `left out (${lhr.runtimeError.code})`,
      );
      continue;
    }
    const tbt = lhr.audits['total-blocking-time'].numericValue;
    const fcp = lhr.audits['first-contentful-paint'].numericValue;
    // Lighthouse lists the tasks of 50 ms or more (simulated), longest first.
    const tasks = lhr.audits['long-tasks'].details?.items ?? [];
    const first = tasks.find((t) => t.startTime < fcp);
    const firstTask = first ? Math.round(first.duration) : 0;
    const perf = lhr.categories.performance.score;
    figures.get(v.label).push({ perf, tbt, firstTask });
    console.log(
      String(i + 1).padEnd(4),
      v.label.padEnd(8),
      perf.toFixed(2).padStart(4),
      String(Math.round(tbt)).padStart(7),
      (first ? `${Math.round(first.startTime)} + ${firstTask}` : 'under 50 ms').padStart(16),
      String(renderers(artifacts.Trace)).padStart(10),
    );
  }
}
console.log('\nheader   runs  task across FCP ms (median, range)  TBT ms median  perf below 1.00');
for (const [label, list] of figures) {
  const firsts = list.map((f) => f.firstTask);
  console.log(
    label.padEnd(8),
    String(list.length).padStart(5),
    `${Math.round(median(firsts))} (${Math.min(...firsts)}-${Math.max(...firsts)})`.padStart(34),
    String(Math.round(median(list.map((f) => f.tbt)))).padStart(14),
    `${list.filter((f) => f.perf < 1).length} of ${list.length}`.padStart(16),
  );
}
for (const server of servers) server.close();
process.exit(0);
