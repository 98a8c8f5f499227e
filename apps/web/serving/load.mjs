#!/usr/bin/env node
// `pnpm bench:load [url]`: a bounded load run on loopback against the site served by nginx with
// the repository's configuration: 10 s on a page and 10 s on a hashed asset (each with
// `Accept-Encoding: br, gzip` as a browser sends it), printing requests per second and p99 latency.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_PATH, buildDir, clientDir } from '@defne/serve/build';
import { startNginx } from '@defne/serve/ops';

export const DURATION_S = Number(process.env.LOAD_DURATION ?? 10);
export const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 10);

/** The largest script of the home page: the asset a first visit waits for. */
function pickAsset() {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  if (scripts.length === 0) throw new Error('no /assets/*.js in build/client/index.html');
  const size = (p) => readFileSync(join(clientDir, p)).length;
  return scripts.sort((a, b) => size(b) - size(a))[0];
}

function pickPage() {
  const manifest = JSON.parse(readFileSync(join(buildDir, MANIFEST_PATH), 'utf8'));
  return manifest.pages.find((p) => p.path !== '/' && !p.path.endsWith('.html'))?.path ?? '/';
}

export async function run(url, title) {
  const result = await autocannon({
    url,
    title,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'accept-encoding': 'br, gzip' },
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return {
    title,
    url,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    throughputMBps: +(result.throughput.average / 1024 / 1024).toFixed(1),
    total: result.requests.total,
    failures: bad,
  };
}

async function main() {
  const given = process.argv[2];
  const server = given ? null : await startNginx();
  const base = given ?? server.url;
  try {
    const targets = [
      ['page', new URL(pickPage(), base).href],
      ['asset', new URL(pickAsset(), base).href],
    ];
    console.log(
      `bench:load: ${CONNECTIONS} connections, ${DURATION_S} s per target, on ${given ? base : 'nginx (repository config)'}`,
    );
    for (const [title, url] of targets) {
      const r = await run(url, title);
      console.log(
        `  ${title.padEnd(5)} ${new URL(url).pathname}: ${r.requestsPerSecond} req/s, p99 ${r.p99Ms} ms ` +
          `(p50 ${r.p50Ms} ms, ${r.throughputMBps} MB/s, ${r.total} requests, ${r.failures} failed)`,
      );
    }
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[bench:load] ${error.message}`);
    process.exit(1);
  });
}
