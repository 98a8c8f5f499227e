import { defineConfig } from '@playwright/test';
import { CHROMIUM, freePort } from '@defne/site/testing';

// The serving suite: the built site through real nginx (the repository's configuration, as
// `pnpm serve:nginx` runs it) and through `pnpm start`'s Node server, with the same specs; and the
// static hosts' copy (build/static-host) through Cloudflare's local runtime (wrangler dev).
// Each check runs once per server it is about, and none is skipped: what runs once per run (every
// page in Chromium, the field's instruments, the Observatory scan) is in the nginx project only,
// by file or by the @nginx tag, not skipped in the others.
// Build first: pnpm --filter @defne/web build.

const nginxPort = freePort('SERVING_NGINX_PORT');
const nodePort = freePort('SERVING_NODE_PORT');
const staticHostPort = freePort('SERVING_STATIC_HOST_PORT');
const STATIC_HOST_SPEC = /static-host\.spec\.ts$/;
/** Once per run, against nginx: every page in Chromium under its policy, and the instruments. */
const NGINX_ONLY_SPECS = [/\/every-page\.spec\.ts$/, /\/instruments\.spec\.ts$/];

export default defineConfig({
  testDir: 'e2e/serving',
  outputDir: 'test-results/serving-artifacts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-serving.json' }]],
  use: {
    launchOptions: CHROMIUM,
  },
  projects: [
    {
      name: 'nginx',
      testIgnore: STATIC_HOST_SPEC,
      use: { baseURL: `http://127.0.0.1:${nginxPort}` },
    },
    {
      name: 'node',
      // Every page in Chromium (every-page.spec) runs under nginx only: the node server's per-page
      // policies are compared with the build's hashes over HTTP (headers.spec).
      testIgnore: [STATIC_HOST_SPEC, ...NGINX_ONLY_SPECS],
      grepInvert: /@nginx\b/,
      use: { baseURL: `http://127.0.0.1:${nodePort}` },
    },
    {
      name: 'static-host',
      // The static hosts' own spec, and the URL fuzz: the Worker and `_redirects` take the same
      // typed addresses as nginx and `pnpm start`.
      testMatch: [STATIC_HOST_SPEC, /\/url-fuzz\.spec\.ts$/],
      use: { baseURL: `http://127.0.0.1:${staticHostPort}` },
    },
  ],
  webServer: [
    {
      // `pnpm serve:nginx` itself; it also starts the local outbox (unless one already runs).
      command: 'defne-site serve:nginx',
      env: { PORT: String(nginxPort) },
      url: `http://127.0.0.1:${nginxPort}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // `pnpm start`; the outbox started beside nginx serves both.
      command: 'defne-site start',
      env: { PORT: String(nodePort), OUTBOX: 'off' },
      url: `http://127.0.0.1:${nodePort}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      // Cloudflare's workerd over build/static-host, offline (no request.cf download, no metrics).
      command: 'defne-site serve:static-host',
      env: { PORT: String(staticHostPort), OUTBOX: 'off' },
      url: `http://127.0.0.1:${staticHostPort}/`,
      reuseExistingServer: false,
      stdout: 'pipe',
      timeout: 60_000,
    },
  ],
});
