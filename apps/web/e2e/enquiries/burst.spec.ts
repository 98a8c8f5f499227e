// Issue #8 on the real site: 50 enquiries from 5 visitors at once on the contact page (English and
// Turkish), each through the form, each landing exactly once.
import { expect, test } from '@playwright/test';
import { burstScenario, checkBuildTarget, runId } from './engine';

test('50 enquiries from 5 pages at once land exactly once each', async ({ browser, baseURL }) => {
  await checkBuildTarget({ site: baseURL as string });
  const counts = await burstScenario(browser, { site: baseURL as string }, runId(), {
    pages: 5,
    perPage: 10,
  });
  expect(counts).toMatchObject({ attempted: 50, delivered: 50, duplicates: 0, lost: 0 });
});
