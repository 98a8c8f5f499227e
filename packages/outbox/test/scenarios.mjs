// Enquiry scenarios in a real Chromium: the site's enquiry modules and the real @emailjs/browser in
// the harness page, the outbox behind them. Shared by the Playwright specs (test/e2e) and
// scripts/scenarios.mjs. Each scenario throws on a broken expectation and returns its counts.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { startOutbox } from '../src/server.mjs';
import { startHarness } from './harness.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {Awaited<ReturnType<typeof startOutbox>>} Outbox */
/** @typedef {{ outbox: Outbox; harnessUrl: string; close: () => Promise<void> }} Env */
/**
 * @typedef {object} Counts
 * @property {string} scenario
 * @property {number} attempted  enquiries a visitor (or the generator) tried to send
 * @property {number} delivered  of those, found in the outbox file exactly once
 * @property {number} refused    refused by validation with a field error (fuzz only)
 * @property {number} duplicates extra copies in the outbox
 * @property {number} lost       attempted - delivered - refused
 */

export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** An outbox on a free port with a fresh file, and the harness page server. */
export async function startEnvironment() {
  const dir = await mkdtemp(join(tmpdir(), 'outbox-scenarios-'));
  const outbox = await startOutbox({
    port: 0,
    quiet: true,
    env: {},
    file: join(dir, 'outbox.jsonl'),
  });
  const harness = await startHarness();
  return {
    outbox,
    harnessUrl: harness.url,
    async close() {
      await harness.close();
      await outbox.close();
    },
  };
}

/**
 * @param {Env} env
 * @param {Record<string, string>} [params]
 */
export function pageUrl(env, params = {}) {
  const query = new URLSearchParams({ outbox: env.outbox.url, ...params });
  return `${env.harnessUrl}/?${query}`;
}

/** @param {boolean} condition @param {string} message */
function check(condition, message) {
  if (!condition) throw new Error(message);
}

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {Outbox} outbox
 * @param {string} message
 */
async function copiesOf(outbox, message) {
  return (await outbox.store.readAll()).filter((record) => record.params.message === message)
    .length;
}

/**
 * @param {Outbox} outbox
 * @param {string} message
 * @param {number} timeoutMs
 */
async function waitForCopy(outbox, message, timeoutMs) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if ((await copiesOf(outbox, message)) > 0) return;
    await sleep(50);
  }
  throw new Error(`the late send never reached the outbox within ${timeoutMs} ms`);
}

let counter = 0;
/** @param {string} label */
function enquiry(label) {
  counter += 1;
  const tag = `${label} #${counter} ${Date.now().toString(36)}`;
  return {
    name: 'Ayşe Yılmaz',
    email: `ayse.${counter}@example.com`,
    company: '',
    message: `Merhaba, ${tag}\nFiyat teklifi rica ederim — ğüşıöç İ 🙂`,
  };
}

/**
 * @param {Page} page
 * @param {{ name: string; email: string; company: string; message: string }} values
 */
async function fill(page, values) {
  for (const [field, value] of Object.entries(values)) {
    await page.fill(`[name="${field}"]`, value);
  }
}

/** @param {Page} page */
async function formValues(page) {
  return page.evaluate(() => {
    const form = /** @type {HTMLFormElement} */ (document.querySelector('#form'));
    /** @param {string} name */
    const get = (name) => /** @type {HTMLInputElement} */ (form.elements.namedItem(name)).value;
    return {
      name: get('name'),
      email: get('email'),
      company: get('company'),
      message: get('message'),
    };
  });
}

/** @param {Page} page */
async function storedDraft(page) {
  return page.evaluate(() => sessionStorage.getItem('defne:enquiry-draft:contact'));
}

/** @param {Page} page @param {string} url */
async function open(page, url) {
  await page.goto(url);
  await page.waitForSelector('html[data-ready="1"]');
}

/**
 * @param {Page} page
 * @param {'sent' | 'error'} state
 * @param {number} [timeout]
 */
async function waitForState(page, state, timeout = 20_000) {
  await page.waitForSelector(`#status[data-state="${state}"]`, { timeout });
}

/**
 * @typedef {object} FaultSpec
 * @property {string} name
 * @property {string} expectKind  the failure kind the page must show
 * @property {Record<string, string>} [params]         page query for the failing attempt
 * @property {Record<string, string>} [recoverParams]  page query after recovery (default: params)
 * @property {(ctx: { env: Env; context: BrowserContext; page: Page }) => Promise<void>} inject
 * @property {(ctx: { env: Env; context: BrowserContext; page: Page; message: string }) => Promise<void>} [afterFailure]
 * @property {(ctx: { env: Env; context: BrowserContext; page: Page }) => Promise<void>} recover
 * @property {(ctx: { env: Env; page: Page }) => Promise<string[]>} [before] sends that precede it; returns their messages
 */

/**
 * One visitor, one enquiry, one failure: the failure shows its kind, the form keeps every field,
 * the draft is in sessionStorage and survives a reload, and the retry after recovery leaves
 * exactly one copy in the outbox file.
 * @param {Browser} browser
 * @param {Env} env
 * @param {FaultSpec} spec
 * @returns {Promise<Counts & { kind: string }>}
 */
export async function faultScenario(browser, env, spec) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await open(page, pageUrl(env, spec.params));
    const earlier = spec.before ? await spec.before({ env, page }) : [];
    const values = enquiry(spec.name);
    await fill(page, values);
    await spec.inject({ env, context, page });
    await page.click('#send');
    await waitForState(page, 'error');
    const kind = (await page.getAttribute('#status', 'data-kind')) ?? '';
    check(
      kind === spec.expectKind,
      `${spec.name}: expected failure kind ${spec.expectKind}, page showed ${kind}`,
    );
    check(
      JSON.stringify(await formValues(page)) === JSON.stringify(values),
      `${spec.name}: the form lost fields after the failure`,
    );
    const draft = await storedDraft(page);
    check(
      draft !== null && JSON.parse(draft).values.message === values.message,
      `${spec.name}: no draft in sessionStorage`,
    );
    const mailto = await page.getAttribute('#mailto', 'href');
    check(
      mailto !== null &&
        mailto.startsWith('mailto:') &&
        new URL(mailto).searchParams.get('body')?.includes(values.message.replace('\n', '\r\n')) ===
          true,
      `${spec.name}: the mailto fallback does not carry the message`,
    );
    if (spec.afterFailure) await spec.afterFailure({ env, context, page, message: values.message });

    await spec.recover({ env, context, page });
    await open(page, pageUrl(env, spec.recoverParams ?? spec.params));
    check(
      JSON.stringify(await formValues(page)) === JSON.stringify(values),
      `${spec.name}: the draft was not restored after a reload`,
    );
    await page.click('#send');
    await waitForState(page, 'sent');
    check(
      (await storedDraft(page)) === null,
      `${spec.name}: the draft outlived the successful send`,
    );
    await open(page, pageUrl(env, spec.recoverParams ?? spec.params));
    check(
      (await formValues(page)).message === '',
      `${spec.name}: the sent draft came back after a reload`,
    );

    const messages = [...earlier, values.message];
    const copies = await Promise.all(messages.map((message) => copiesOf(env.outbox, message)));
    const delivered = copies.filter((n) => n >= 1).length;
    return {
      scenario: spec.name,
      kind,
      attempted: messages.length,
      delivered,
      refused: 0,
      duplicates: copies.reduce((sum, n) => sum + Math.max(0, n - 1), 0),
      lost: messages.length - delivered,
    };
  } finally {
    await context.close();
  }
}

/** @type {FaultSpec[]} */
export const FAULTS = [
  {
    name: 'provider error 500',
    expectKind: 'provider',
    inject: async ({ env }) => env.outbox.setFault({ mode: 'status', status: 500 }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'provider rate limit 429',
    expectKind: 'throttled',
    inject: async ({ env }) => env.outbox.setFault({ mode: 'status', status: 429 }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'provider block list 403',
    expectKind: 'blocked',
    inject: async ({ env }) => env.outbox.setFault({ mode: 'status', status: 403 }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'provider headless refusal 451',
    expectKind: 'blocked',
    inject: async ({ env }) => env.outbox.setFault({ mode: 'status', status: 451 }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'answer later than the timeout',
    expectKind: 'timeout',
    params: { timeout: '800' },
    inject: async ({ env }) => env.outbox.setFault({ mode: 'delay', ms: 2000, times: 1 }),
    // The late send lands in the outbox; the retry carries the same enquiry_id and is not stored again.
    afterFailure: async ({ env, message }) => waitForCopy(env.outbox, message, 5000),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'dropped connection',
    // Online, but the service gave no answer: not "you are offline" (issue 27).
    expectKind: 'unreachable',
    inject: async ({ env }) => env.outbox.setFault({ mode: 'drop' }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'answer lost after storing',
    expectKind: 'unreachable',
    // Without `times`: Chromium silently repeats a POST whose kept-alive connection closed without an
    // answer, so the outbox sees (and stores once) every repeat before it drops the connection.
    inject: async ({ env }) => env.outbox.setFault({ mode: 'drop', afterStore: true }),
    recover: async ({ env }) => env.outbox.setFault({ mode: 'off' }),
  },
  {
    name: 'browser offline',
    expectKind: 'offline',
    inject: async ({ context }) => context.setOffline(true),
    recover: async ({ context }) => context.setOffline(false),
  },
  {
    name: 'limitRate throttle in the page',
    expectKind: 'throttled',
    // Long enough that filling the second form on a loaded 2-core machine stays inside it (at
    // 1.5 s the second send could land after the window and never be throttled).
    params: { throttle: '8000' },
    before: async ({ page }) => {
      const first = enquiry('first of two');
      await fill(page, first);
      await page.click('#send');
      await waitForState(page, 'sent');
      return [first.message];
    },
    inject: async () => undefined,
    recover: async () => sleep(8100),
  },
  {
    name: 'blockHeadless in the page',
    expectKind: 'blocked',
    params: { blockHeadless: '1' },
    recoverParams: {},
    inject: async () => undefined,
    recover: async () => undefined,
  },
];

/**
 * A double click on Send: one copy.
 * @param {Browser} browser
 * @param {Env} env
 * @returns {Promise<Counts>}
 */
export async function doubleClickScenario(browser, env) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await open(page, pageUrl(env, { throttle: '0' }));
    const values = enquiry('double click');
    await fill(page, values);
    env.outbox.setFault({ mode: 'delay', ms: 300, times: 1 });
    await page.dblclick('#send');
    await page.click('#send').catch(() => undefined);
    await waitForState(page, 'sent');
    await sleep(400);
    const copies = await copiesOf(env.outbox, values.message);
    check(copies === 1, `double click: ${copies} copies`);
    return {
      scenario: 'double click on Send',
      attempted: 1,
      delivered: copies >= 1 ? 1 : 0,
      refused: 0,
      duplicates: Math.max(0, copies - 1),
      lost: copies ? 0 : 1,
    };
  } finally {
    env.outbox.setFault({ mode: 'off' });
    await context.close();
  }
}

/**
 * A bot fills the honeypot: it sees success, nothing is sent.
 * @param {Browser} browser
 * @param {Env} env
 */
export async function honeypotScenario(browser, env) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await open(page, pageUrl(env));
    const values = enquiry('bot');
    await fill(page, values);
    await page.evaluate(() => {
      /** @type {HTMLInputElement} */ (document.querySelector('[name="website"]')).value =
        'http://spam.example';
    });
    const before = env.outbox.stats.received;
    await page.click('#send');
    await waitForState(page, 'sent');
    return {
      shown: await page.textContent('#status'),
      requests: env.outbox.stats.received - before,
      copies: await copiesOf(env.outbox, values.message),
    };
  } finally {
    await context.close();
  }
}

/**
 * `pages` pages at once, each sending `perPage` enquiries in parallel (distinct forms, no throttle).
 * @param {Browser} browser
 * @param {Env} env
 * @param {{ pages?: number; perPage?: number }} [options]
 * @returns {Promise<Counts>}
 */
export async function burstScenario(browser, env, { pages = 5, perPage = 10 } = {}) {
  const run = `burst-${Date.now().toString(36)}`;
  const contexts = await Promise.all(Array.from({ length: pages }, () => browser.newContext()));
  try {
    const results = await Promise.all(
      contexts.map(async (context, p) => {
        const page = await context.newPage();
        await open(page, pageUrl(env, { throttle: '0' }));
        return page.evaluate(
          ({ run, p, perPage }) =>
            Promise.all(
              Array.from({ length: perPage }, (_, i) =>
                window.harness.send(
                  'contact',
                  {
                    name: `Sayfa ${p}`,
                    email: `burst.${p}.${i}@example.com`,
                    company: 'Kuzey A.Ş.',
                    message: `${run} page ${p} enquiry ${i}`,
                  },
                  { formId: `${run}-${p}-${i}` },
                ),
              ),
            ),
          { run, p, perPage },
        );
      }),
    );
    const flat = results.flat();
    const failed = flat.filter((r) => !r.ok);
    check(
      failed.length === 0,
      `burst: ${failed.length} sends failed: ${JSON.stringify(failed.slice(0, 3))}`,
    );
    const records = (await env.outbox.store.readAll()).filter((r) =>
      String(r.params.message).startsWith(run),
    );
    const attempted = pages * perPage;
    /** @type {Map<string, number>} */
    const counts = new Map();
    for (const r of records)
      counts.set(String(r.params.message), (counts.get(String(r.params.message)) ?? 0) + 1);
    let delivered = 0;
    for (let p = 0; p < pages; p += 1) {
      for (let i = 0; i < perPage; i += 1)
        if ((counts.get(`${run} page ${p} enquiry ${i}`) ?? 0) >= 1) delivered += 1;
    }
    return {
      scenario: `burst: ${attempted} from ${pages} pages at once`,
      attempted,
      delivered,
      refused: 0,
      duplicates: records.length - counts.size,
      lost: attempted - delivered,
    };
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

// ---------------------------------------------------------------------------------------------
// Fuzz

const PIECES = [
  'İstanbul',
  'ığüşöç İĞÜŞÖÇ',
  'Kuzeyhan Kimya A.Ş.',
  'مرحبا بالعالم',
  'شركة الكيمياء',
  'שלום עולם',
  '\u200F',
  '\u202Ecod.exe',
  '株式会社テスト',
  '中文字符',
  '한국어',
  '🙂',
  '👩‍💻',
  '🇹🇷',
  '🏳️‍🌈',
  'e\u0301',
  '\u200B',
  '\u200D',
  '\uFEFF',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=1">',
  '"\'`',
  '&amp; &lt;',
  '{{to_email}}',
  '${x}',
  '\r\n',
  '\n',
  '\r',
  '\t',
  '\u0000',
  '\u0007',
  '\u2028',
  '\u2029',
  '%0D%0ABcc: a@example.com',
  "' OR 1=1 --",
  '\\',
  '  ',
  'a',
  'Z',
  '\uD83D',
  '\uDE00',
];

const piece = fc.constantFrom(...PIECES);
/** Up to `max` - 1 pieces run together; `size: 'max'` lets the count reach the limit. */
const text = (/** @type {number} */ max) =>
  fc.array(piece, { maxLength: max - 1, size: 'max' }).map((p) => p.join(''));
/**
 * Between `min` and `max` characters (code points, as the limits count them) of the first twelve
 * pieces, spaced. A piece and its space are at least two characters, so half as many pieces suffice.
 * @param {number} min @param {number} max
 */
const long = (min, max) =>
  fc.integer({ min, max }).chain((length) =>
    fc
      .array(fc.constantFrom(...PIECES.slice(0, 12)), {
        minLength: Math.ceil(length / 2),
        maxLength: Math.ceil(length / 2),
      })
      .map((p) =>
        Array.from(p.map((x) => `${x} `).join(''))
          .slice(0, length)
          .join(''),
      ),
  );
/** @template T @param {Array<[number, fc.Arbitrary<T>]>} weighted */
const pick = (weighted) =>
  fc.oneof(...weighted.map(([weight, arbitrary]) => ({ weight, arbitrary })));

/**
 * One enquiry's fields as a function of its number, which the name, address and message carry so
 * each delivered line can be told apart. The weights are the share of each kind in a hundred.
 */
const fuzzInput = fc.record({
  name: pick([
    [5, fc.constant(() => '')],
    [7, long(90, 119).map((s) => () => s)],
    [88, text(6).map((s) => (/** @type {number} */ i) => `${s} Ad ${i}`)],
  ]),
  email: pick([
    [75, fc.constant(null)],
    [5, fc.constant(() => '')],
    [5, fc.constant((/** @type {number} */ i) => `a${i}@example.com\r\nBcc: x@example.com`)],
    [5, fc.constant((/** @type {number} */ i) => `ayşe${i}@example.com`)],
    [5, fc.constant((/** @type {number} */ i) => `<script>${i}@example.com`)],
    [5, fc.constant((/** @type {number} */ i) => `${'x'.repeat(250)}${i}@example.com`)],
  ]),
  company: pick([
    [40, fc.constant('')],
    [5, long(115, 126)],
    [55, text(5)],
  ]),
  message: pick([
    [4, fc.constant(() => '\r\n  \t')],
    [8, long(4990, 5009).map((s) => () => s)],
    [
      88,
      fc.tuple(text(12), text(20)).map(
        ([a, b]) =>
          (/** @type {number} */ i) =>
            `${a}\n#${i}\r\n${b}`,
      ),
    ],
  ]),
});

/** The documented sanitising, written out again independently of the site's code. */
const wf = (/** @type {string} */ s) =>
  /** @type {string & { toWellFormed(): string }} */ (s).toWellFormed();
// eslint-disable-next-line no-control-regex
const LINE_CONTROLS = /[\u0000-\u001F\u007F\u2028\u2029]+/g;
// eslint-disable-next-line no-control-regex
const MESSAGE_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const line = (/** @type {string} */ s) => wf(s).replace(LINE_CONTROLS, ' ').trim();
const msg = (/** @type {string} */ s) =>
  wf(s).replace(/\r\n?/g, '\n').replace(MESSAGE_CONTROLS, '').trim();
const len = (/** @type {string} */ s) => Array.from(s).length;

/**
 * @param {number} count
 * @param {number} seed
 */
export function fuzzInputs(count, seed) {
  return fc.sample(fuzzInput, { seed, numRuns: count }).map((shape, i) => ({
    i,
    values: {
      name: shape.name(i),
      email: shape.email ? shape.email(i) : `fuzz.${i}+${seed}@example.com.tr`,
      company: shape.company,
      message: shape.message(i),
    },
    validEmail: shape.email === null,
  }));
}

/**
 * What the site must do with an input: the field errors it must report, or the params it must send.
 * @param {ReturnType<typeof fuzzInputs>[number]} input
 */
function expectation(input) {
  const v = input.values;
  const clean = {
    name: line(v.name),
    email: line(v.email),
    company: line(v.company),
    message: msg(v.message),
  };
  /** @type {Record<string, string>} */
  const errors = {};
  if (clean.name === '') errors.name = 'required';
  else if (len(clean.name) > 100) errors.name = 'tooLong';
  if (clean.email === '') errors.email = 'required';
  else if (len(clean.email) > 254) errors.email = 'tooLong';
  else if (!input.validEmail) errors.email = 'invalidEmail';
  if (len(clean.company) > 120) errors.company = 'tooLong';
  if (clean.message === '') errors.message = 'required';
  else if (len(clean.message) > 5000) errors.message = 'tooLong';
  return { clean, errors };
}

/**
 * ≥500 generated enquiries: each is delivered byte for byte (the outbox line equals what the page
 * sent, and that equals the documented sanitising of the input) or refused by validation with the
 * field errors expected; never a crash, never markup run as HTML.
 * @param {Browser} browser
 * @param {Env} env
 * @param {{ count?: number; seed?: number; pages?: number }} [options]
 * @returns {Promise<Counts & { seed: number }>}
 */
export async function fuzzScenario(browser, env, { count = 520, seed = 20261108, pages = 2 } = {}) {
  const inputs = fuzzInputs(count, seed);
  const context = await browser.newContext();
  try {
    const chunks = Array.from({ length: pages }, (_, p) =>
      inputs.filter((_, i) => i % pages === p),
    );
    const results = (
      await Promise.all(
        chunks.map(async (chunk) => {
          const page = await context.newPage();
          /** @type {string[]} */
          const pageErrors = [];
          page.on('pageerror', (error) => pageErrors.push(error.message));
          await open(page, pageUrl(env, { throttle: '0' }));
          const out = await page.evaluate(
            async ({ chunk, seed }) => {
              /** @type {Array<{ i: number; result: Awaited<ReturnType<typeof window.harness.send>> }>} */
              const done = [];
              let next = 0;
              const worker = async () => {
                while (next < chunk.length) {
                  const input = chunk[next];
                  next += 1;
                  if (!input) break;
                  const result = await window.harness.send('contact', input.values, {
                    formId: `fuzz-${seed}-${input.i}`,
                  });
                  done.push({ i: input.i, result });
                }
              };
              await Promise.all(Array.from({ length: 16 }, worker));
              return done;
            },
            { chunk, seed },
          );
          // Markup from the generator, shown the way the site shows text: never run.
          const pwned = await page.evaluate(
            () => /** @type {{ __pwned?: unknown }} */ (window).__pwned,
          );
          check(pwned === undefined, 'fuzz: generated markup ran as script');
          check(pageErrors.length === 0, `fuzz: page errors: ${pageErrors.join('; ')}`);
          await page.close();
          return out;
        }),
      )
    ).flat();

    const records = await env.outbox.store.readAll();
    /** @type {Map<string, import('../src/store.mjs').OutboxRecord[]>} */
    const byKey = new Map();
    for (const r of records) {
      if (r.idempotencyKey)
        byKey.set(r.idempotencyKey, [...(byKey.get(r.idempotencyKey) ?? []), r]);
    }
    let delivered = 0;
    let refused = 0;
    let duplicates = 0;
    check(
      results.length === inputs.length,
      `fuzz: ${inputs.length - results.length} inputs never finished`,
    );
    for (const { i, result } of results) {
      const input = /** @type {ReturnType<typeof fuzzInputs>[number]} */ (inputs[i]);
      const { clean, errors } = expectation(input);
      const where = `fuzz input ${i} (seed ${seed})`;
      if (result.ok) {
        check(
          Object.keys(errors).length === 0,
          `${where}: sent although it should be refused (${JSON.stringify(errors)})`,
        );
        const stored = byKey.get(String(result.enquiryId)) ?? [];
        check(stored.length >= 1, `${where}: sent but not in the outbox`);
        duplicates += stored.length - 1;
        const first = /** @type {import('../src/store.mjs').OutboxRecord} */ (stored[0]);
        check(
          JSON.stringify(first.params) === JSON.stringify(result.params),
          `${where}: the outbox holds other bytes than were sent`,
        );
        const expected = { ...clean, company: clean.company || 'Belirtilmedi' };
        for (const [field, value] of Object.entries(expected)) {
          check(
            first.params[field] === value,
            `${where}: ${field} delivered as ${JSON.stringify(first.params[field])}, expected ${JSON.stringify(value)}`,
          );
        }
        delivered += 1;
      } else {
        check(result.kind === 'invalid', `${where}: failed with ${result.kind} ${result.status}`);
        const got = Object.fromEntries(
          Object.entries(result.fieldErrors ?? {}).map(([f, e]) => [f, e.code]),
        );
        check(
          JSON.stringify(got, Object.keys(got).sort()) ===
            JSON.stringify(errors, Object.keys(errors).sort()),
          `${where}: field errors ${JSON.stringify(got)}, expected ${JSON.stringify(errors)}`,
        );
        refused += 1;
      }
    }
    return {
      scenario: `fuzz: ${count} generated inputs`,
      seed,
      attempted: count,
      delivered,
      refused,
      duplicates,
      lost: count - delivered - refused,
    };
  } finally {
    await context.close();
  }
}
