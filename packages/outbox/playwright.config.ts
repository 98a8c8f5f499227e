import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './test/scenarios.mjs';

// Fault, burst and fuzz runs of the site's enquiry code with the real @emailjs/browser in Chromium
// against the outbox. Each worker starts its own outbox and harness page server on free ports for
// each spec file (beforeAll runs once per worker), so a fault a test injects reaches no other
// worker's sends, and the fault scenarios of one file share both workers.
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
  },
});
