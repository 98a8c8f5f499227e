import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';

// The editor end to end: Decap CMS driven in Chromium on a throwaway copy of the repository,
// then one build of that copy served by `pnpm start`'s server and nginx (test/e2e/editor.spec.ts).
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    viewport: { width: 1280, height: 900 },
  },
});
