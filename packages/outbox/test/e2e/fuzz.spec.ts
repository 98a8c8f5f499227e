import { expect, test } from '@playwright/test';
import { fuzzScenario, startEnvironment } from '../scenarios.mjs';

let env: Awaited<ReturnType<typeof startEnvironment>>;
test.beforeAll(async () => {
  env = await startEnvironment();
});
test.afterAll(async () => {
  await env.close();
});

// fast-check draws the inputs from this seed; a failure names it, and FUZZ_SEED replays that run.
const SEED = Number(process.env.FUZZ_SEED ?? 20261108);

test(`520 generated inputs: delivered byte for byte or refused with field errors, never a crash (seed ${SEED})`, async ({
  browser,
}) => {
  const result = await fuzzScenario(browser, env, { count: 520, seed: SEED });
  expect(result.lost).toBe(0);
  expect(result.duplicates).toBe(0);
  expect(result.delivered + result.refused).toBe(520);
  // The generator is tuned so both outcomes are exercised in number.
  expect(result.delivered).toBeGreaterThan(150);
  expect(result.refused).toBeGreaterThan(100);
});
