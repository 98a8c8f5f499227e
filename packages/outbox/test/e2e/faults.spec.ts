import { expect, test } from '@playwright/test';
import {
  doubleClickScenario,
  FAULTS,
  faultScenario,
  honeypotScenario,
  startEnvironment,
} from '../scenarios.mjs';

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

for (const spec of FAULTS) {
  test(`${spec.name}: shows ${spec.expectKind}, keeps the draft through a reload, the retry lands exactly once`, async ({
    browser,
  }) => {
    const result = await faultScenario(browser, env, spec);
    expect(result.kind).toBe(spec.expectKind);
    expect(result).toMatchObject({ delivered: result.attempted, duplicates: 0, lost: 0 });
  });
}

test('a double click on Send sends once', async ({ browser }) => {
  const result = await doubleClickScenario(browser, env);
  expect(result).toMatchObject({ attempted: 1, delivered: 1, duplicates: 0, lost: 0 });
});

test('a filled honeypot shows success and sends nothing', async ({ browser }) => {
  const result = await honeypotScenario(browser, env);
  expect(result.shown).toBe('sent honeypot');
  expect(result.requests).toBe(0);
  expect(result.copies).toBe(0);
});

test('failures are logged with kind and status only', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(`${env.harnessUrl}/?outbox=${encodeURIComponent(env.outbox.url)}`);
  await page.waitForSelector('html[data-ready="1"]');
  await page.fill('[name="name"]', 'Gizli Ad');
  await page.fill('[name="email"]', 'gizli@example.com');
  await page.fill('[name="message"]', 'Gizli mesaj metni');
  env.outbox.setFault({ mode: 'status', status: 503 });
  await page.click('#send');
  await page.waitForSelector('#status[data-state="error"]');
  const enquiryLogs = logs.filter((line) => line.includes('[enquiry]'));
  expect(enquiryLogs).toEqual(['[enquiry] contact form not sent: provider, status 503']);
  for (const line of logs) {
    expect(line).not.toContain('Gizli');
    expect(line).not.toContain('gizli@example.com');
  }
  await context.close();
});

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
