/*
 * Issue 34: `react-router dev` from a cold cache. With an empty Vite cache the dependency optimizer
 * found i18next late, bundled again and reloaded, and '/' showed "i18n.exists is not a function"
 * until a restart; an unknown address answered 200 with a raw text key ("title") as its heading.
 * Here the dev server starts with a cache folder of its own, empty, on a free port, and '/' and
 * unknown addresses are opened in Chromium right after it starts, as a developer would.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { tr } from '@defne/content/locales/tr';
import { en } from '@defne/content/locales/en';
import { errorScreenOf, freePort, watchPageErrors } from '@defne/site/testing';

const app = fileURLToPath(new URL('..', import.meta.url));
const port = freePort('DEV_COLD_PORT');
const base = `http://127.0.0.1:${port}`;
// Inside the app, where Vite may serve files from, and new for each run: an empty cache.
const scratch = join(app, 'test-results', `dev-cold-${process.pid}`);

let server: ChildProcess | undefined;
let output = '';

test.describe.configure({ mode: 'serial' });
// The first request waits for the optimizer to bundle the dependencies on a shared machine.
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(150_000);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const config = join(scratch, 'vite.config.ts');
  writeFileSync(
    config,
    [
      "import { mergeConfig } from 'vite';",
      "import config from '../../vite.config.ts';",
      // The app's own config with a cache folder no run has filled (the app stays the root: the
      // positional argument, which React Router would otherwise take from the config's folder).
      `export default mergeConfig(config, { cacheDir: ${JSON.stringify(join(scratch, 'cache'))} });`,
      '',
    ].join('\n'),
  );
  server = spawn(
    'pnpm',
    [
      'exec',
      'react-router',
      'dev',
      app,
      '--config',
      config,
      '--port',
      String(port),
      '--strictPort',
    ],
    { cwd: app, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const until = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`react-router dev exited:\n${output}`);
    // eslint-disable-next-line no-control-regex -- the colours of Vite's banner
    if (/Local:\s+http/.test(output.replace(/\x1b\[[0-9;]*m/g, ''))) break;
    if (Date.now() > until) throw new Error(`react-router dev did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

test.afterAll(() => {
  // The whole process group: pnpm, React Router's CLI and the restarted Node it launches.
  if (server?.pid && server.exitCode === null) process.kill(-server.pid, 'SIGTERM');
  rmSync(scratch, { recursive: true, force: true });
});

test("'/' from an empty cache: the home page, no i18next error", async ({ page }) => {
  const errors = watchPageErrors(page);
  const response = await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // A late optimizer pass reloads the page: wait until no more requests are on their way.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr.home.hero.slogan);
  await expect(page.locator('body')).not.toContainText('i18n.exists is not a function');
  expect(await errorScreenOf(page)).toBeNull();
  expect(errors).toEqual([]);
});

const unknown = [
  { path: '/yok', lang: 'tr', title: tr.notFound.title },
  { path: '/en/nope', lang: 'en', title: en.notFound.title },
  { path: '/SEKTORLER/yok', lang: 'tr', title: tr.notFound.title },
] as const;

for (const { path, lang, title } of unknown) {
  test(`an unknown address in dev, ${path}: status 404 and the 404 page`, async ({ page }) => {
    const errors = watchPageErrors(page);
    const response = await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await errorScreenOf(page)).toBeNull();
    expect(errors).toEqual([]);
  });
}

test('a page typed with Turkish letters in dev: one 301 to its address, as the servers answer', async ({
  request,
}) => {
  const response = await request.get(`${base}/${encodeURIComponent('hakkımızda')}`, {
    headers: { Accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/hakkimizda');
});
