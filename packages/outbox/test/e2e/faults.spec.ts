import { expect, test } from '@playwright/test';
import { FAULTS, faultScenario, startEnvironment } from '../scenarios.mjs';

// The faults the site's own enquiry suite injects through its real forms, in both languages, with
// more asserted than here (apps/web/e2e/enquiries/faults.spec.ts: the kind shown, the draft kept
// through a reload, the retry stored once, the console line of kind and status with no enquiry
// text), as are a double click and the honeypot (apps/web/e2e/enquiries/behaviour.spec.ts). Here,
// in the harness page, only what the site's forms cannot set: the page's own limitRate and
// blockHeadless options, and a lost answer Chromium repeats once on its own.
const ON_THE_SITE = [
  'provider error 500',
  'provider rate limit 429',
  'provider block list 403',
  'provider headless refusal 451',
  'answer later than the timeout',
  'dropped connection',
  'answer lost after storing',
  'browser offline',
];
const IN_THE_PAGE = FAULTS.filter((spec) => !ON_THE_SITE.includes(spec.name));

let env: Awaited<ReturnType<typeof startEnvironment>>;
test.beforeAll(async () => {
  env = await startEnvironment();
});
test.afterAll(async () => {
  await env.close();
});
test.afterEach(() => {
  env.outbox.setFault({ mode: 'off' });
});

test('the faults left to the site’s suite are all faults of this engine, two are left here', () => {
  expect(ON_THE_SITE.filter((name) => !FAULTS.some((spec) => spec.name === name))).toEqual([]);
  expect(IN_THE_PAGE.map((spec) => spec.name)).toEqual([
    'limitRate throttle in the page',
    'blockHeadless in the page',
  ]);
});

for (const spec of IN_THE_PAGE) {
  test(`${spec.name}: shows ${spec.expectKind}, keeps the draft through a reload, the retry lands exactly once`, async ({
    browser,
  }) => {
    const result = await faultScenario(browser, env, spec);
    expect(result.kind).toBe(spec.expectKind);
    expect(result).toMatchObject({ delivered: result.attempted, duplicates: 0, lost: 0 });
  });
}

test('an answer lost once, which Chromium repeats on its own, is stored once', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${env.harnessUrl}/?outbox=${encodeURIComponent(env.outbox.url)}`);
  await page.waitForSelector('html[data-ready="1"]');
  const message = `repeated by the browser ${Date.now()}`;
  await page.fill('[name="name"]', 'Ayşe');
  await page.fill('[name="email"]', 'ayse@example.com');
  await page.fill('[name="message"]', message);
  env.outbox.setFault({ mode: 'drop', afterStore: true, times: 1 });
  await page.click('#send');
  await page.waitForSelector('#status[data-state="sent"], #status[data-state="error"]');
  if ((await page.getAttribute('#status', 'data-state')) === 'error') {
    await page.click('#send');
    await page.waitForSelector('#status[data-state="sent"]');
  }
  const copies = (await env.outbox.store.readAll()).filter((r) => r.params.message === message);
  expect(copies).toHaveLength(1);
  await context.close();
});
