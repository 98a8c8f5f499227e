import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './test/scenarios.mjs';

// Fault, burst and fuzz runs of the site's enquiry code with the real @emailjs/browser in Chromium
// against the outbox. Each spec file starts its own outbox and harness page server on free ports.
export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
  },
});
