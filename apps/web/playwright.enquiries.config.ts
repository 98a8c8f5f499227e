import { defineConfig } from '@playwright/test';
import { CHROMIUM, freePort } from '@defne/site/testing';

// Issue #8 on the real site: both enquiry forms of the built site (build/client, served by
// `pnpm start`'s server) against the local outbox told to fail (e2e/enquiries). The build must post
// to http://127.0.0.1:${OUTBOX_PORT ?? 4174} (VITE_EMAILJS_ORIGIN); this config starts that outbox.
// One worker: a fault injected into the outbox applies to every send, so no two tests may overlap
// (the burst and fuzz tests run their visitors in parallel inside one test).

const sitePort = freePort('ENQUIRY_SITE_PORT');
const outboxPort = Number(process.env.OUTBOX_PORT ?? 4174);

export default defineConfig({
  testDir: 'e2e/enquiries',
  outputDir: 'test-results/enquiries-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-enquiries.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    launchOptions: CHROMIUM,
  },
  webServer: [
    {
      command: 'defne-site start',
      env: { PORT: String(sitePort), OUTBOX: 'off' },
      url: `http://127.0.0.1:${sitePort}/`,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      command: 'node e2e/enquiries/outbox-server.mjs',
      env: { OUTBOX_PORT: String(outboxPort) },
      url: `http://127.0.0.1:${outboxPort}/__outbox/health`,
      reuseExistingServer: false,
      // Lets it remove its temporary file.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
