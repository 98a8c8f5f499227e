import { expect, test } from '@playwright/test';
import { fuzzScenario, startEnvironment } from '../scenarios.mjs';

let env: Awaited<ReturnType<typeof startEnvironment>>;
test.beforeAll(async () => {
  env = await startEnvironment();
});
test.afterAll(async () => {
  await env.close();
});

test('520 generated inputs: delivered byte for byte or refused with field errors, never a crash', async ({
  browser,
}) => {
  const result = await fuzzScenario(browser, env, { count: 520 });
  expect(result.lost).toBe(0);
  expect(result.duplicates).toBe(0);
  expect(result.delivered + result.refused).toBe(520);
  // The generator is tuned so both outcomes are exercised in number.
  expect(result.delivered).toBeGreaterThan(150);
  expect(result.refused).toBeGreaterThan(100);
});
