import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';

const port = Number(process.env.E2E_PORT ?? 4317);

export default defineConfig({
  testDir: 'e2e',
  // serving/ and enquiries/ have their own configs (playwright.serving.config.ts, playwright.enquiries.config.ts).
  testIgnore: ['serving/**', 'enquiries/**'],
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: CHROMIUM,
  },
  webServer: {
    command: 'defne-site start',
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
  },
});
