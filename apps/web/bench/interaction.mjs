#!/usr/bin/env node
// `pnpm --filter @defne/web bench:interaction`: the first tap as a phone visitor makes it, and INP.
//
// Debian's Chromium with Lighthouse's mobile throttling (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s
// up, 4x CPU slowdown) set through the DevTools protocol, at a phone's viewport with touch. For each
// control on each page, a fresh browser context loads the page, taps the control right after the
// load event (before the deferred JavaScript has hydrated the page) and times, in the page, from the
// tap's pointerdown to the first animation frame where its effect is in the DOM and visible. When the
// effect is a new page (a product card is a link to its product's page until the page runs), the
// tap's time is carried over in sessionStorage and the clock is the same (performance.timeOrigin). A
// tap with no effect within LOST_AFTER_MS counts as lost. Typing into the sector search has two
// rows: the tap's own effect (the field focused, the typed text in it, which the platform keeps) and
// the search results, which apply once the page runs (issue #18 item 1); the results are reported
// beside the taps and not held to the 1,000 ms target of a tap's effect.
//
// Then Interaction to Next Paint, measured by Google's web-vitals library (injected by this script,
// never shipped with the site), for three interactions made after hydration: opening the menu,
// opening a product's modal, typing into the sector search.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FULL } from '@defne/site/testing';
import { PHONE, THROTTLING } from './phone.mjs';
import { app, serveSite } from './site-server.mjs';

const client = join(app, 'build', 'client');
const port = Number(process.env.BENCH_PORT ?? 4392);
const origin = `http://127.0.0.1:${port}`;

const LOST_AFTER_MS = 8000;

const SECTOR_PAGES = [
  '/sektorler',
  '/sektorler/filtrasyon-sistemleri',
  '/sectors',
  '/sectors/filtration-systems',
];
const PAGES = (
  process.env.BENCH_ROUTES ?? `/,/about,/hakkimizda,/iletisim,/contact,${SECTOR_PAGES.join(',')}`
)
  .split(',')
  .filter(Boolean);
const SEARCH = { tr: 'çivi', en: 'nails' };
const SEARCH_FIELD = 'main input[type="search"], main input#catalog-search';

/**
 * The controls: how to find each (a selector in the page), whether the mobile menu must be open
 * first (the dropdown toggles live in it), and the effect, a predicate run in the page.
 */
const CONTROLS = [
  {
    name: 'menu button',
    selector: 'header button[popovertarget]',
    effect: () => {
      const nav = document.querySelector('header nav');
      return Boolean(nav?.matches(':popover-open, [data-open]') && nav.checkVisibility());
    },
  },
  {
    name: 'Corporate toggle',
    selector: 'header nav li:nth-child(2) button[aria-controls]',
    inMenu: true,
    effect: () => {
      const toggle = document.querySelector('header nav li:nth-child(2) button[aria-controls]');
      return Boolean(
        document.getElementById(toggle?.getAttribute('aria-controls') ?? '')?.checkVisibility(),
      );
    },
  },
  {
    name: 'Sectors toggle',
    selector: 'header nav li:nth-child(3) button[aria-controls]',
    inMenu: true,
    effect: () => {
      const toggle = document.querySelector('header nav li:nth-child(3) button[aria-controls]');
      return Boolean(
        document.getElementById(toggle?.getAttribute('aria-controls') ?? '')?.checkVisibility(),
      );
    },
  },
  {
    name: 'theme toggle',
    selector: 'header button[data-early-theme]',
    effect: () =>
      document.documentElement.classList.contains('dark') !== window.__bench.darkAtStart,
  },
  {
    name: 'product card',
    selector: 'main a[aria-haspopup="dialog"]',
    sectorsOnly: true,
    // Its modal over the grid (the page runs), or its own page (the link, before it runs).
    effect: () =>
      Boolean(
        document.querySelector('dialog[open]')?.checkVisibility() ||
        document.querySelector('main [data-product]:not(dialog)')?.checkVisibility(),
      ),
  },
  {
    name: 'search typing',
    selector: SEARCH_FIELD,
    sectorsOnly: true,
    typing: true,
    // The tap focuses the field and the typed text shows (the platform keeps it for the page).
    effect: () => {
      const field = document.activeElement;
      return field?.value === window.__bench.typed && field.checkVisibility();
    },
  },
  {
    name: 'search results',
    selector: SEARCH_FIELD,
    sectorsOnly: true,
    typing: true,
    // Not a tap's own effect: the search applies once the page runs (issue #18, D16), so this row
    // is reported beside the taps, against hydration, and not held to the 1,000 ms target.
    onceRunning: true,
    effect: () => window.__bench.gridText() !== window.__bench.gridAtStart,
  },
];

/** Runs before any page script: remembers the first pointerdown and polls the effect every frame. */
function instrument() {
  const gridText = () =>
    [...document.querySelectorAll('main [aria-haspopup="dialog"]')]
      .map((b) => b.textContent)
      .join('|') + location.pathname;
  window.__bench = { gridText, tap: null, effectAt: null, darkAtStart: null, gridAtStart: null };
  addEventListener(
    'pointerdown',
    (event) => {
      if (window.__bench.armed && window.__bench.tap === null) {
        window.__bench.tap = event.timeStamp;
        sessionStorage.setItem('bench-tap', String(performance.timeOrigin + event.timeStamp));
      }
    },
    true,
  );
  window.__bench.watch = (source) => {
    sessionStorage.setItem('bench-effect', source);
    // The bench's own predicate, sent as text.
    const effect = new Function(`return (${source})()`);
    const frame = (now) => {
      if (window.__bench.tap !== null && effect()) {
        window.__bench.effectAt = now;
        window.__bench.hydratedAtEffect = document.documentElement.hasAttribute('data-hydrated');
        return;
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  // A tap that led to this page: the same tap, on this page's clock, and the same effect.
  const carried = sessionStorage.getItem('bench-tap');
  const effect = sessionStorage.getItem('bench-effect');
  if (carried !== null && effect !== null) {
    window.__bench.tap = Number(carried) - performance.timeOrigin;
    window.__bench.newPage = true;
    window.__bench.watch(effect);
  }
}

async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.rttMs,
    downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
    uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  return cdp;
}

async function tapCentre(page, locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('control not laid out');
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

async function firstTap(browser, path, control) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await throttle(context, page);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    if (control.inMenu) {
      // The dropdown toggles are in the mobile menu: open it (the platform does, at once).
      await tapCentre(page, page.locator(CONTROLS[0].selector));
      await page.locator(control.selector).first().waitFor({ state: 'visible', timeout: 5000 });
    }
    const target = page.locator(control.selector).first();
    await target.scrollIntoViewIfNeeded();
    const { hydratedBefore, typed } = await page.evaluate((search) => {
      window.__bench.typed = search[document.documentElement.lang] ?? search.en;
      window.__bench.darkAtStart = document.documentElement.classList.contains('dark');
      window.__bench.gridAtStart = window.__bench.gridText();
      window.__bench.armed = true;
      return {
        hydratedBefore: document.documentElement.hasAttribute('data-hydrated'),
        typed: window.__bench.typed,
      };
    }, SEARCH);
    await page.evaluate((source) => window.__bench.watch(source), control.effect.toString());
    await tapCentre(page, target);
    if (control.typing) await page.keyboard.type(typed);
    // Polled from here, since the effect may be on a new page (the old one's context goes).
    const deadline = Date.now() + LOST_AFTER_MS;
    let result = null;
    while (result === null && Date.now() < deadline) {
      result = await page
        .evaluate(() =>
          window.__bench?.effectAt == null
            ? null
            : {
                ms: window.__bench.effectAt - window.__bench.tap,
                hydratedAtEffect: window.__bench.hydratedAtEffect,
                newPage: Boolean(window.__bench.newPage),
              },
        )
        .catch(() => null);
      if (result === null) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return { path, control: control.name, hydratedBefore, lost: result === null, ...result };
  } finally {
    await context.close();
  }
}

// The package's own browser build (its exports map names only the ES modules).
const webVitals = readFileSync(
  join(dirname(fileURLToPath(import.meta.resolve('web-vitals'))), 'web-vitals.iife.js'),
  'utf8',
);

/** INP of one interaction made after hydration, as web-vitals reports it. */
async function inp(browser, path, name, interact) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  // Playwright wraps an init script in a function: publish the library's global by hand.
  await page.addInitScript(`${webVitals};window.webVitals = webVitals;`);
  await page.addInitScript(() => {
    window.__inp = null;
    addEventListener('DOMContentLoaded', () =>
      window.webVitals.onINP((metric) => (window.__inp = metric.value), {
        reportAllChanges: true,
        durationThreshold: 0,
      }),
    );
  });
  await throttle(context, page);
  try {
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    await page.waitForTimeout(1000);
    await interact(page);
    await page.waitForTimeout(1500);
    const value = await page.evaluate(() => window.__inp);
    return { path, interaction: name, inp: value };
  } finally {
    await context.close();
  }
}

function table(rows, columns) {
  const widths = columns.map(([title, get]) =>
    Math.max(title.length, ...rows.map((r) => String(get(r)).length)),
  );
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.log(line(columns.map(([title]) => title)));
  for (const row of rows) console.log(line(columns.map(([, get]) => get(row))));
}

async function main() {
  if (!existsSync(join(client, 'index.html'))) {
    console.error('No build found: run `pnpm build` first.');
    process.exit(1);
  }
  const server = await serveSite(port);
  const browser = await chromium.launch(CHROMIUM_FULL);

  console.log(
    `\nFirst tap right after the load event, phone viewport, ${THROTTLING.rttMs} ms RTT, ` +
      `${THROTTLING.downloadKbps} Kbit/s down, ${THROTTLING.uploadKbps} Kbit/s up, ${THROTTLING.cpuSlowdown}x CPU\n`,
  );
  const taps = [];
  for (const path of PAGES) {
    const sector = SECTOR_PAGES.includes(path);
    for (const control of CONTROLS) {
      if (control.sectorsOnly && !sector) continue;
      const row = await firstTap(browser, path, control);
      if (process.env.BENCH_VERBOSE) console.log(JSON.stringify(row));
      taps.push(row);
    }
  }
  const ms = (v) => (v === null || v === undefined ? '-' : `${Math.round(v)} ms`);
  table(taps, [
    ['page', (r) => r.path],
    ['control', (r) => r.control],
    ['hydrated at tap', (r) => (r.hydratedBefore ? 'yes' : 'no')],
    ['tap to effect', (r) => (r.lost ? 'LOST' : ms(r.ms))],
    [
      'effect by',
      (r) =>
        r.lost
          ? '-'
          : r.newPage
            ? "platform (the product's page)"
            : r.hydratedAtEffect
              ? 'React (hydrated)'
              : 'platform / early input',
    ],
  ]);
  const lost = taps.filter((t) => t.lost).length;
  const menu = taps.filter((t) => t.control === 'menu button' && !t.lost).map((t) => t.ms);
  const onceRunning = new Set(CONTROLS.filter((c) => c.onceRunning).map((c) => c.name));
  const own = taps.filter((t) => !t.lost && !onceRunning.has(t.control));
  const slowest = own.reduce((a, b) => (b.ms > a.ms ? b : a));
  const results = taps.filter((t) => !t.lost && onceRunning.has(t.control)).map((t) => t.ms);
  console.log(
    `\n${taps.length} first taps on ${PAGES.length} pages: ${lost} lost (target 0); ` +
      `menu opens in at most ${ms(Math.max(...menu))} (target < 100 ms); ` +
      `slowest effect of a tap ${ms(slowest.ms)}, ${slowest.control} on ${slowest.path} (target <= 1000 ms)`,
  );
  if (results.length > 0) {
    console.log(
      `Search results, applied once the page runs: ${ms(Math.min(...results))} to ${ms(Math.max(...results))} after the tap`,
    );
  }

  console.log('\nINP after hydration (web-vitals onINP, same throttling)\n');
  const inps = [];
  for (const path of ['/', '/about', '/hakkimizda', '/contact']) {
    inps.push(
      await inp(browser, path, 'open the menu', (page) =>
        tapCentre(page, page.locator(CONTROLS[0].selector)),
      ),
    );
  }
  for (const path of SECTOR_PAGES) {
    inps.push(
      await inp(browser, path, 'open a product modal', async (page) => {
        const card = page.locator(CONTROLS.find((c) => c.name === 'product card').selector).first();
        await card.scrollIntoViewIfNeeded();
        await tapCentre(page, card);
      }),
    );
    inps.push(
      await inp(browser, path, 'type in the search', async (page) => {
        const input = page.locator(SEARCH_FIELD).first();
        await tapCentre(page, input);
        const lang = await page.evaluate(() => document.documentElement.lang);
        await page.keyboard.type(SEARCH[lang] ?? SEARCH.en, { delay: 120 });
      }),
    );
  }
  table(inps, [
    ['page', (r) => r.path],
    ['interaction', (r) => r.interaction],
    ['INP', (r) => (r.inp === null ? 'none reported' : ms(r.inp))],
  ]);
  const worst = Math.max(...inps.map((r) => r.inp ?? 0));
  console.log(`\nWorst INP ${ms(worst)} (target < 200 ms)`);
  await browser.close();
  server.stop();
}

await main();
process.exit(0);
