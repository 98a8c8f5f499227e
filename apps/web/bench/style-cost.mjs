#!/usr/bin/env node
// `pnpm --filter @defne/web bench:style`: what a page's HTML and CSS cost the browser to style and
// lay out, apart from any script.
//
// Lighthouse's blocking time on this site is mostly the browser's own work in the first frames: the
// first style and layout, and the full recalculation when the full stylesheet replaces the inlined
// critical rules (docs/performance.md, "The first frames"). Those tasks vary by tens of percent from
// one load to the next, too much to see a stylesheet change in. This loads each route without its
// scripts (as its floor in `pnpm bench`), at a phone's viewport in Debian's Chromium, unthrottled,
// then times FULL_PASSES full passes over the whole document (the root taken out of the layout
// and put back): the style recalculation alone (`getComputedStyle` of <body>), the layout after it
// (`offsetHeight`), and the frame after that (paint and compositing, to the next task). Each in a
// fresh context, ROUNDS times (default 5); it prints the medians. To compare two stylesheets, run it
// on each build.
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { PHONE } from './phone.mjs';
import { median } from './median-run.mjs';
import { serveSite } from './site-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4394);
const rounds = Number(process.env.ROUNDS ?? 5);
const FULL_PASSES = 15;
const routes = (
  process.env.BENCH_ROUTES ?? '/,/sektorler,/sectors/filtration-systems,/hakkimizda,/suppliers'
)
  .split(',')
  .filter(Boolean);

const { origin, stop } = await serveSite(port);
const browser = await chromium.launch(CHROMIUM_FULL);
console.log(
  `\nA full style and layout pass over each page, no script (unthrottled Chromium, ${PHONE.viewport.width}x${PHONE.viewport.height}; median of ${rounds} loads x ${FULL_PASSES} passes)\n`,
);
console.log('route'.padEnd(34), 'elements  style ms  layout ms  frame ms');
for (const route of routes) {
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext(PHONE);
    // The page's own scripts stay out: the figures are its HTML and CSS alone.
    await context.route(/\.m?js(\?|$)/, (request) => request.abort());
    const page = await context.newPage();
    await page.goto(`${origin}${route}`, { waitUntil: 'load' });
    await page.waitForTimeout(500);
    runs.push(
      await page.evaluate(async (passes) => {
        const root = document.documentElement;
        const style = [];
        const layout = [];
        const frame = [];
        for (let i = 0; i < passes; i++) {
          root.style.display = 'none';
          void root.offsetHeight;
          root.style.display = '';
          const start = performance.now();
          void getComputedStyle(document.body).color;
          const styled = performance.now();
          void root.offsetHeight;
          const laidOut = performance.now();
          await new Promise((done) => requestAnimationFrame(() => setTimeout(done)));
          style.push(styled - start);
          layout.push(laidOut - styled);
          frame.push(performance.now() - laidOut);
        }
        const mid = (values) => values.sort((a, b) => a - b)[values.length >> 1];
        return {
          elements: document.getElementsByTagName('*').length,
          style: mid(style),
          layout: mid(layout),
          frame: mid(frame),
        };
      }, FULL_PASSES),
    );
    await context.close();
  }
  const figure = (key) => median(runs.map((run) => run[key])).toFixed(1);
  console.log(
    route.padEnd(34),
    String(runs[0].elements).padStart(8),
    figure('style').padStart(9),
    figure('layout').padStart(10),
    figure('frame').padStart(9),
  );
}
await browser.close();
stop();
process.exit(0);
