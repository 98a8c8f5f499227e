#!/usr/bin/env node
// `pnpm --filter @defne/web bench:hydration`: what each long script task of a page's load runs.
//
// Lighthouse reports a page's blocking time and names the file of each long task; it cannot say
// which part of React's hydration made a task long. This loads each route in Debian's Chromium at
// a phone's viewport with Lighthouse's 4x CPU slowdown, records a CPU profile (V8's sampling
// profiler, every 0.1 ms) from the navigation to 1.5 s after hydration, cuts it into tasks (the
// samples between two idle ones) and prints every task of at least MIN_MS with the functions that
// take most of it. A task over 50 ms is what counts in Total Blocking Time.
//
// The function names are those of the build: for React's and the kit's own, build without
// minifying first (the build's other steps are unchanged; a plain `pnpm build` restores it):
//   pnpm exec react-router build --minify false && pnpm exec defne-site postbuild
// BENCH_ROUTES (comma-separated), BENCH_RUNS (default 2) and MIN_MS (default 25) choose the rest.
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { serveSite } from './site-server.mjs';
import { PHONE, THROTTLING } from './phone.mjs';

const port = Number(process.env.BENCH_PORT ?? 4393);
const runs = Number(process.env.BENCH_RUNS ?? 2);
const minMs = Number(process.env.MIN_MS ?? 25);
const routes = (
  process.env.BENCH_ROUTES ??
  '/,/sektorler/filtrasyon-sistemleri,/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi'
)
  .split(',')
  .filter(Boolean);

/** A profile's call frame as `name file:line` (the file without its content hash). */
function frameName({ functionName, url, lineNumber }) {
  const file = url
    .split('/')
    .pop()
    .replace(/-[\w-]{8}\.js$/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
}

const IDLE = new Set(['(idle)', '(program)', '(root)']);

/**
 * The profile's tasks: runs of samples with no idle sample between them and the same outermost
 * function. Each with its start (ms from the profile's start), its length and the time of each
 * function on its stack (inclusive), all in the slowed-down milliseconds of the run.
 */
function tasksOf(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const stack = (id) => {
    const frames = [];
    for (let at = id; at !== undefined; at = parent.get(at)) frames.push(nodes.get(at).callFrame);
    return frames.reverse().slice(1).map(frameName);
  };
  const tasks = [];
  let task = null;
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (IDLE.has(nodes.get(id).callFrame.functionName)) {
      task = null;
      return;
    }
    const frames = stack(id);
    if (!task || task.outer !== frames[0]) {
      task = {
        start: (time - profile.startTime) / 1000,
        ms: 0,
        outer: frames[0],
        inside: new Map(),
      };
      tasks.push(task);
    }
    task.ms += next / 1000;
    for (const frame of new Set(frames))
      task.inside.set(frame, (task.inside.get(frame) ?? 0) + next / 1000);
  });
  return tasks;
}

async function profileRoute(browser, origin, route) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(`${origin}${route}`, { waitUntil: 'load' });
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'), null, {
    timeout: 30_000,
    polling: 250,
  });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  return tasksOf(profile);
}

const { origin, stop } = await serveSite(port);
try {
  for (const route of routes) {
    for (let run = 1; run <= runs; run++) {
      // A fresh browser for each run, as Lighthouse's runs in the bench.
      const browser = await chromium.launch(CHROMIUM_FULL);
      const tasks = await profileRoute(browser, origin, route);
      await browser.close();
      const long = tasks.filter((task) => task.ms >= minMs);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.ms - 50), 0);
      console.log(
        `\n${route}, run ${run}: ${long.length} script task(s) of ${minMs} ms or more, ` +
          `${blocking.toFixed(0)} ms of script over 50 ms (4x CPU)`,
      );
      for (const task of long) {
        console.log(`  at ${task.start.toFixed(0)} ms: ${task.ms.toFixed(1)} ms, ${task.outer}`);
        const inside = [...task.inside]
          .filter(([frame, ms]) => frame !== task.outer && ms >= task.ms * 0.1)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12);
        for (const [frame, ms] of inside) console.log(`    ${ms.toFixed(1).padStart(6)}  ${frame}`);
      }
    }
  }
} finally {
  stop();
}
