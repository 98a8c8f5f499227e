#!/usr/bin/env node
// Storybook figures: how long a production build takes, how big it is, and how fast the first
// story renders when the built Storybook is served locally (target: under 3 s), both in the bare
// preview (iframe.html) and in the full Storybook UI a designer opens. Prints figures; asserts nothing.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM } from '@defne/site/testing';
import { serveStorybook } from './serve.mjs';

const app = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 6107);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const out = mkdtempSync(join(tmpdir(), 'storybook-bench-'));

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

try {
  const started = performance.now();
  const build = spawnSync('pnpm', ['exec', 'storybook', 'build', '--quiet', '-o', out], {
    cwd: app,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('storybook build failed');
  const buildSeconds = (performance.now() - started) / 1000;

  const files = walk(out);
  const total = files.reduce((sum, f) => sum + statSync(f).size, 0);
  const js = files.filter((f) => f.endsWith('.js'));
  const jsGzip = js.reduce((sum, f) => sum + gzipSync(readFileSync(f)).length, 0);
  const index = JSON.parse(readFileSync(join(out, 'index.json'), 'utf8'));
  const entries = Object.values(index.entries);
  const first = entries.find((e) => e.type === 'story');

  const server = await serveStorybook(port, out);
  const browser = await chromium.launch(CHROMIUM);
  const preview = [];
  const manager = [];
  try {
    for (let i = 0; i < runs; i++) {
      // Cold each time: a new context has an empty cache.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/iframe.html?id=${first.id}&viewMode=story`);
      preview.push(
        await page.evaluate(
          () =>
            new Promise((resolve) => {
              const done = () => resolve(performance.now());
              const root = document.getElementById('storybook-root');
              if (root?.childElementCount) return done();
              new MutationObserver((_, observer) => {
                if (root?.childElementCount) {
                  observer.disconnect();
                  done();
                }
              }).observe(root ?? document.body, { childList: true, subtree: true });
            }),
        ),
      );
      await context.close();

      const ui = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const uiPage = await ui.newPage();
      const start = Date.now();
      await uiPage.goto(`http://127.0.0.1:${port}/?path=/story/${first.id}`);
      const frame = uiPage.frameLocator('#storybook-preview-iframe');
      await frame
        .locator('#storybook-root > *')
        .first()
        .waitFor({ state: 'attached', timeout: 30_000 });
      manager.push(Date.now() - start);
      await ui.close();
    }
  } finally {
    await browser.close();
    server.close();
  }

  console.log('\nStorybook');
  console.log(`  build (storybook build, production):   ${buildSeconds.toFixed(1)} s`);
  console.log(
    `  output: ${files.length} files, ${kib(total)} on disk; JavaScript ${kib(js.reduce((s, f) => s + statSync(f).size, 0))}, ${kib(jsGzip)} gzipped`,
  );
  console.log(
    `  index.json: ${entries.filter((e) => e.type === 'story').length} stories, ${entries.filter((e) => e.type === 'docs').length} docs pages`,
  );
  console.log(`  first story (${first.id}), served locally, cold cache, median of ${runs}:`);
  console.log(
    `    preview (iframe.html) rendered after   ${median(preview).toFixed(0)} ms   [${preview.map((v) => v.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `    full Storybook UI rendered it after    ${median(manager).toFixed(0)} ms   [${manager.join(', ')}]`,
  );
  console.log(
    `    target under 3000 ms: ${Math.max(median(preview), median(manager)) < 3000 ? 'met' : 'NOT met'}`,
  );
} finally {
  rmSync(out, { recursive: true, force: true });
}
