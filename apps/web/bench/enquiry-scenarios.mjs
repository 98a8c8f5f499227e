#!/usr/bin/env node
// pnpm --filter @defne/web bench:enquiries [--count 520] [--seed 20261108] [--pages 4]
//
// Issue #8 on the REAL site: drives the built site's two enquiry forms (build/client, served as
// `pnpm start` serves it) in Chromium against the local outbox (@defne/outbox) and prints, per
// scenario, enquiries attempted, delivered (in the outbox exactly once), refused and lost. Every
// failure kind the outbox can inject and the browser going offline, on the contact page and the
// home short form in both languages; Retry; a double click; the honeypot; a resend in the other
// language; a burst of 50 from 5 pages at once; and over 500 generated inputs (the outbox's seeded
// generator) through the forms. Exit code 1 if anything is lost, duplicated or not as expected.
//
// The site must be built for the outbox port: VITE_EMAILJS_ORIGIN=http://127.0.0.1:$OUTBOX_PORT
// (default 4174, what a plain build uses). The outbox is started here, on a fresh file.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startOutbox } from '@defne/outbox';
import { startServer } from '@defne/serve/ops';
import {
  burstScenario,
  checkBuildTarget,
  CHROMIUM,
  doubleClickScenario,
  FAULTS,
  faultScenario,
  FORMS,
  fuzzScenario,
  honeypotScenario,
  languageSwitchScenario,
  OUTBOX_PORT,
  retryScenario,
  runId,
} from '../e2e/enquiries/engine.ts';

const { values: args } = parseArgs({
  options: {
    count: { type: 'string', default: process.env.ENQUIRY_FUZZ_COUNT ?? '520' },
    seed: { type: 'string', default: process.env.ENQUIRY_FUZZ_SEED ?? '20261108' },
    pages: { type: 'string', default: '4' },
  },
});
const count = Number(args.count);
const seed = Number(args.seed);
const pages = Number(args.pages);

const client = fileURLToPath(new URL('../build/client/index.html', import.meta.url));
if (!existsSync(client)) {
  console.error(
    '[enquiries] no build in apps/web/build/client: run pnpm --filter @defne/web build',
  );
  process.exit(1);
}

const dir = await mkdtemp(join(tmpdir(), 'enquiry-bench-outbox-'));
const outbox = await startOutbox({
  env: {},
  port: OUTBOX_PORT,
  file: join(dir, 'outbox.jsonl'),
  admin: true,
  quiet: true,
}).catch((error) => {
  console.error(
    `[enquiries] cannot start the outbox on 127.0.0.1:${OUTBOX_PORT} (${error.code ?? error.message}); set OUTBOX_PORT to a free port and build the site for it`,
  );
  process.exit(1);
});
const server = await startServer({ port: 0, host: '127.0.0.1' });
const env = { site: `http://127.0.0.1:${server.address().port}` };
const browser = await chromium.launch(CHROMIUM);
const run = runId();

/** @type {{ scenario: string; attempted: number; delivered: number; refused: number; duplicates: number; lost: number; seconds: number; note?: string }[]} */
const rows = [];
let failed = false;

/**
 * Runs the parts of one table row (each returns counts and throws on a broken expectation).
 * @param {string} scenario
 * @param {Array<[string, () => Promise<{ attempted: number; delivered: number; refused: number; duplicates: number; lost: number }>]>} parts
 */
async function row(scenario, parts) {
  const started = Date.now();
  const sum = { attempted: 0, delivered: 0, refused: 0, duplicates: 0, lost: 0 };
  /** @type {string[]} */
  const notes = [];
  for (const [label, part] of parts) {
    try {
      const counts = await part();
      for (const key of Object.keys(sum)) sum[key] += counts[key];
    } catch (error) {
      failed = true;
      sum.attempted += 1;
      sum.lost += 1;
      notes.push(`${label}: ${String(error.message).split('\n').slice(0, 6).join(' | ')}`);
    } finally {
      await fetch(`http://127.0.0.1:${OUTBOX_PORT}/__outbox/fail`, {
        method: 'POST',
        body: '{"mode":"off"}',
      });
    }
  }
  const done = { scenario, ...sum, seconds: (Date.now() - started) / 1000 };
  if (notes.length > 0) done.note = notes.join('\n  ');
  rows.push(done);
  console.error(
    `[enquiries] ${scenario}: ${sum.delivered}/${sum.attempted} delivered, ${sum.lost} lost (${done.seconds.toFixed(1)} s)`,
  );
}

/** @type {Awaited<ReturnType<typeof fuzzScenario>> | undefined} */
let fuzz;
const ALL_FORMS = [FORMS['contact-en'], FORMS['contact-tr'], FORMS['short-tr'], FORMS['short-en']];
const TWO_FORMS = [FORMS['contact-en'], FORMS['short-tr']];

try {
  await checkBuildTarget(env);
  for (const fault of FAULTS) {
    await row(
      `${fault.name} → "${fault.shows}", reload, send`,
      ALL_FORMS.map((form) => [form.id, () => faultScenario(browser, env, form, fault, run)]),
    );
  }
  await row(
    'provider 503, then Retry',
    TWO_FORMS.map((form) => [form.id, () => retryScenario(browser, env, form, run)]),
  );
  await row('answer lost, resent in the other language', [
    ['contact', () => languageSwitchScenario(browser, env, run)],
  ]);
  await row(
    'double click on Send',
    TWO_FORMS.map((form) => [form.id, () => doubleClickScenario(browser, env, form, run)]),
  );
  await row(
    'honeypot filled (bot)',
    TWO_FORMS.map((form) => [form.id, () => honeypotScenario(browser, env, form, run)]),
  );
  await row('burst: 50 from 5 pages at once', [
    ['burst', () => burstScenario(browser, env, run, { pages: 5, perPage: 10 })],
  ]);
  await row(`fuzz: ${count} generated (seed ${seed}) + edge cases, ${pages} pages`, [
    [
      'fuzz',
      async () => {
        fuzz = await fuzzScenario(browser, env, { count, seed, pages });
        return fuzz;
      },
    ],
  ]);
} catch (error) {
  failed = true;
  console.error(`[enquiries] ${error.message}`);
} finally {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
  await outbox.close();
  await rm(dir, { recursive: true, force: true });
}

const headers = ['scenario', 'attempted', 'delivered', 'refused*', 'duplicates', 'lost', 's'];
const cells = (r) => [
  r.scenario,
  r.attempted,
  r.delivered,
  r.refused,
  r.duplicates,
  r.lost,
  r.seconds.toFixed(1),
];
const total = rows.reduce(
  (t, r) => ({
    scenario: 'total',
    attempted: t.attempted + r.attempted,
    delivered: t.delivered + r.delivered,
    refused: t.refused + r.refused,
    duplicates: t.duplicates + r.duplicates,
    lost: t.lost + r.lost,
    seconds: t.seconds + r.seconds,
  }),
  { scenario: 'total', attempted: 0, delivered: 0, refused: 0, duplicates: 0, lost: 0, seconds: 0 },
);
const table = [...rows, total].map((r) => cells(r).map(String));
const widths = headers.map((h, i) =>
  Math.max(h.length, ...table.map((cellsOf) => Array.from(cellsOf[i] ?? '').length)),
);
const format = (line) =>
  line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
const rule = widths.map((w) => '-'.repeat(w)).join('  ');
console.log(format(headers));
console.log(rule);
for (const line of table.slice(0, -1)) console.log(format(line));
console.log(rule);
console.log(format(table[table.length - 1]));
console.log(`
Each fault row: the contact page (/contact, /iletisim) and the home short form (/ in Turkish and in
English); the form shows the spec's error text and the detail in quotes, keeps every field, offers
Retry and a filled-in mailto: link; a reload restores the draft; once the fault is gone the enquiry
is in the outbox exactly once. The timeout row fast-forwards the page's clock past the 15 s timeout.
* refused: the form refused the input with a message on the field and sent nothing (fuzz), or
  dropped it on purpose (honeypot). lost = attempted - delivered - refused.`);
if (fuzz) {
  const list = (counts) =>
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
  console.log(`\nFuzz inputs (half through /contact in English, half through / in Turkish):
  with ${list(fuzz.traits)}.
  Refused on the field (an input may have several): ${list(fuzz.refusals)}.
  None rendered as HTML, no page error; every delivered one is in the outbox once, byte for byte.`);
}
for (const r of rows) if (r.note) console.log(`\n${r.scenario}:\n  ${r.note}`);
if (failed || total.lost > 0 || total.duplicates > 0) process.exitCode = 1;
