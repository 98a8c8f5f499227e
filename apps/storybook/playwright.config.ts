import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';

const port = Number(process.env.STORYBOOK_PORT ?? 6106);
const sitePort = Number(process.env.STORYBOOK_SITE_PORT ?? 6107);

/** The built flagship site (apps/web's build), for tests/site-canvas.spec.ts to measure against. */
export const SITE_ORIGIN = `http://127.0.0.1:${sitePort}`;

// Runs every story of the built Storybook (storybook-static/, made once by `build`) in Chromium.
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // The visual baseline (tests/visual.spec.ts), committed: baseline/<story id>.<theme>.png.
  snapshotPathTemplate: '{testDir}/../baseline/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: CHROMIUM,
    viewport: { width: 1280, height: 800 },
  },
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/index.json`,
      reuseExistingServer: false,
    },
    {
      // The flagship as its visitors get it (built by turbo before this app's tests: turbo.json).
      command: 'pnpm exec defne-site start',
      cwd: '../web',
      // Measured only: no outbox, whose port (the build's) the site's own enquiry suites hold
      // while this app's tests run beside them.
      env: { PORT: String(sitePort), OUTBOX: 'off' },
      url: `${SITE_ORIGIN}/`,
      reuseExistingServer: false,
    },
  ],
});
