import { expect, test } from '@playwright/test';
import { burstScenario, startEnvironment } from '../scenarios.mjs';

let env: Awaited<ReturnType<typeof startEnvironment>>;
test.beforeAll(async () => {
  env = await startEnvironment();
});
test.afterAll(async () => {
  await env.close();
});

test('50 enquiries from 5 pages in parallel land exactly once each', async ({ browser }) => {
  const result = await burstScenario(browser, env, { pages: 5, perPage: 10 });
  expect(result).toMatchObject({ attempted: 50, delivered: 50, duplicates: 0, lost: 0 });
  const lines = await env.outbox.store.readAll();
  expect(lines).toHaveLength(50);
});
