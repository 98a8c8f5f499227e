import { defineConfig } from '@playwright/test';

const port = Number(process.env.SISTER_PORT ?? 4183);
const outboxPort = Number(process.env.SISTER_OUTBOX_PORT ?? 4184);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  webServer: [
    {
      // The site's own static server over its build (pnpm build first; turbo's test task does).
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
    },
    {
      // The local EmailJS-compatible outbox of @defne/outbox, on its own port and file.
      command: 'node node_modules/@defne/outbox/src/cli.mjs start',
      env: {
        OUTBOX_PORT: String(outboxPort),
        OUTBOX_FILE: 'test-results/outbox.jsonl',
        OUTBOX_QUIET: '1',
      },
      url: `http://127.0.0.1:${outboxPort}/__outbox/stats`,
      reuseExistingServer: false,
    },
  ],
});
