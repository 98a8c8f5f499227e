import type { Page, PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM } from './chromium';

/** Waits until React has hydrated the page (a kit site marks `<html data-hydrated>`). */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

export interface SiteTestOptions {
  /** Port of the site's server (`defne-site start`). */
  port: number;
  /** Also start the local outbox (`@defne/outbox`) on this port, storing to `outboxFile`. */
  outboxPort?: number;
  /** @default 'test-results/outbox.jsonl' */
  outboxFile?: string;
  /** @default 'e2e' */
  testDir?: string;
  /** @default 2 */
  workers?: number;
}

/**
 * A Playwright configuration for a kit site's browser tests: Debian's Chromium, the built site
 * served by `defne-site start` (status 404 for unknown paths, the production headers), optionally
 * the local outbox beside it.
 */
export function siteTestConfig(options: SiteTestOptions): PlaywrightTestConfig {
  const { port, outboxPort } = options;
  const servers: NonNullable<PlaywrightTestConfig['webServer']> = [
    {
      command: 'defne-site start',
      env: { PORT: String(port), OUTBOX: 'off' },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
    },
  ];
  if (outboxPort) {
    servers.push({
      command: 'defne-outbox start',
      env: {
        OUTBOX_PORT: String(outboxPort),
        OUTBOX_FILE: options.outboxFile ?? 'test-results/outbox.jsonl',
        OUTBOX_QUIET: '1',
      },
      url: `http://127.0.0.1:${outboxPort}/__outbox/stats`,
      reuseExistingServer: false,
    });
  }
  return {
    testDir: options.testDir ?? 'e2e',
    outputDir: 'test-results/artifacts',
    fullyParallel: true,
    workers: options.workers ?? 2,
    retries: 0,
    // An assertion waits up to 10 s (Playwright's default is 5): a form's code, loaded when first
    // used, and its send to the outbox take longer than 5 s when the machine runs other suites too.
    expect: { timeout: 10_000 },
    reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
    use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: CHROMIUM },
    webServer: servers,
  };
}
