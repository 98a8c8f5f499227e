#!/usr/bin/env node
// pnpm --filter @defne/outbox scenarios
// Runs every enquiry scenario in Chromium (the site's enquiry code, the real @emailjs/browser, the
// outbox) and prints, per scenario, enquiries attempted, delivered and lost. Exit code 1 if any is lost.
import { chromium } from '@playwright/test';
import {
  burstScenario,
  CHROMIUM,
  doubleClickScenario,
  FAULTS,
  faultScenario,
  fuzzScenario,
  startEnvironment,
} from '../test/scenarios.mjs';

const env = await startEnvironment();
const browser = await chromium.launch(CHROMIUM);
/** @type {{ scenario: string; attempted: number; delivered: number; refused: number; duplicates: number; lost: number; note?: string }[]} */
const rows = [];
let failed = false;

/**
 * @param {string} name
 * @param {() => Promise<{ scenario: string; attempted: number; delivered: number; refused: number; duplicates: number; lost: number }>} run
 */
async function record(name, run) {
  try {
    rows.push(await run());
  } catch (error) {
    failed = true;
    rows.push({
      scenario: name,
      attempted: 1,
      delivered: 0,
      refused: 0,
      duplicates: 0,
      lost: 1,
      note: /** @type {Error} */ (error).message,
    });
  } finally {
    env.outbox.setFault({ mode: 'off' });
  }
}

try {
  for (const spec of FAULTS) {
    await record(spec.name, async () => {
      const result = await faultScenario(browser, env, spec);
      return { ...result, scenario: `${spec.name} → ${result.kind}, retry` };
    });
  }
  await record('double click on Send', () => doubleClickScenario(browser, env));
  await record('burst', () => burstScenario(browser, env, { pages: 5, perPage: 10 }));
  await record('fuzz', () => fuzzScenario(browser, env, { count: 520 }));
} finally {
  await browser.close();
  await env.close();
}

const headers = ['scenario', 'attempted', 'delivered', 'refused*', 'duplicates', 'lost'];
const table = rows.map((r) =>
  [r.scenario, r.attempted, r.delivered, r.refused, r.duplicates, r.lost].map(String),
);
const widths = headers.map((h, i) =>
  Math.max(h.length, ...table.map((row) => Array.from(row[i] ?? '').length)),
);
const format = (/** @type {string[]} */ cells) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');
console.log(format(headers));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table) console.log(format(row));
const total = rows.reduce(
  (sum, r) => ({
    a: sum.a + r.attempted,
    d: sum.d + r.delivered,
    f: sum.f + r.refused,
    x: sum.x + r.duplicates,
    l: sum.l + r.lost,
  }),
  { a: 0, d: 0, f: 0, x: 0, l: 0 },
);
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
console.log(
  format([
    'total',
    String(total.a),
    String(total.d),
    String(total.f),
    String(total.x),
    String(total.l),
  ]),
);
console.log(
  '\n* refused: generated inputs the form refuses with a field error (empty, too long, bad e-mail address).',
);
for (const r of rows) if (r.note) console.log(`\n${r.scenario}: ${r.note}`);
if (failed || total.l > 0 || total.x > 0) process.exitCode = 1;
