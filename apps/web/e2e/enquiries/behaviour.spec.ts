// Issue #8 on the real site, besides the fault matrix: Retry, double click, honeypot, a resend in
// the other language, and that the form refuses exactly what the delivery code refuses.
import { expect, test } from '@playwright/test';
import {
  checkBuildTarget,
  doubleClickScenario,
  EDGE_CASES,
  FORMS,
  fuzzScenario,
  honeypotScenario,
  languageSwitchScenario,
  retryScenario,
  runId,
} from './engine';

const run = runId();

test.beforeAll(async ({ baseURL }) => {
  await checkBuildTarget({ site: baseURL as string });
});

for (const form of [FORMS['contact-en'], FORMS['short-tr']]) {
  test.describe(`${form.id} (${form.path})`, () => {
    test('Retry delivers once the provider is back', async ({ browser, baseURL }) => {
      const counts = await retryScenario(browser, { site: baseURL as string }, form, run);
      expect(counts).toMatchObject({ delivered: 1, duplicates: 0, lost: 0 });
    });

    test('a double click on Send sends one request and stores one copy', async ({
      browser,
      baseURL,
    }) => {
      const counts = await doubleClickScenario(browser, { site: baseURL as string }, form, run);
      expect(counts).toMatchObject({ delivered: 1, duplicates: 0, lost: 0 });
    });

    test('a filled honeypot shows success and sends nothing', async ({ browser, baseURL }) => {
      const counts = await honeypotScenario(browser, { site: baseURL as string }, form, run);
      expect(counts).toMatchObject({ delivered: 0, refused: 1, lost: 0 });
    });
  });
}

test('a resend in the other language after a lost answer is still one enquiry', async ({
  browser,
  baseURL,
}) => {
  const counts = await languageSwitchScenario(browser, { site: baseURL as string }, run);
  expect(counts).toMatchObject({ delivered: 1, duplicates: 0, lost: 0 });
});

test('both forms refuse on the field exactly what the delivery refuses, and send the rest', async ({
  browser,
  baseURL,
}) => {
  // Non-ASCII or markup in an address, a name of control characters, lengths in characters
  // (emoji count once), CR/LF in single-line fields, right-to-left text and markup.
  const result = await fuzzScenario(
    browser,
    { site: baseURL as string },
    {
      count: 0,
      pages: 2,
      everyForm: true,
    },
  );
  expect(result.attempted).toBe(EDGE_CASES.length * 2);
  expect(result.refused).toBeGreaterThan(0);
  expect(result.delivered).toBeGreaterThan(0);
  expect(result).toMatchObject({ duplicates: 0, lost: 0 });
});
