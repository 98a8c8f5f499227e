#!/usr/bin/env node
// `pnpm serve:nginx`: real nginx (Debian's nginx-light) in the foreground on PORT (default 4173)
// with the repository's configuration over the built site, plus the local outbox (see outbox.mjs).
// Installs nginx-light and the brotli_static module with apt-get when missing and run as root.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_PATH } from './headers.mjs';
import {
  BROTLI_STATIC_MODULE,
  hasBrotliModule,
  localWorkerUser,
  writeNginxConfig,
} from './nginx-config.mjs';
import { startOutbox } from './outbox.mjs';
import { buildDir, clientDir } from './site-dir.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function log(message) {
  console.log(`[serve:nginx] ${message}`);
}

function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) return false;
  log(`installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const opts = { stdio: ['ignore', 'ignore', 'inherit'], env };
  let r = spawnSync(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
    opts,
  );
  if (r.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], opts);
    r = spawnSync(
      'apt-get',
      ['install', '-y', '-qq', '--no-install-recommends', ...packages],
      opts,
    );
  }
  return r.status === 0;
}

export function ensureNginx() {
  if (!existsSync(NGINX) && !aptInstall(['nginx-light'])) {
    throw new Error('nginx is missing: sudo apt-get install -y nginx-light');
  }
  if (!hasBrotliModule() && !aptInstall(['libnginx-mod-http-brotli-static'])) {
    log(
      `${BROTLI_STATIC_MODULE} missing (apt-get install libnginx-mod-http-brotli-static): serving gzip only`,
    );
  }
}

export function readManifest() {
  const file = join(buildDir, MANIFEST_PATH);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (pnpm --filter @defne/web build)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Writes a local configuration (plain http on loopback, so no upgrade-insecure-requests) into a
 * temporary directory of its own and returns the nginx command that serves it.
 */
export function prepareNginx({ port, host = process.env.HOST ?? '127.0.0.1', accessLog = false }) {
  // One directory per port, reused: a server killed without a chance to clean up leaves nothing behind.
  const runtimeDir = join(tmpdir(), `defne-nginx-${port}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  const config = writeNginxConfig({
    manifest: readManifest(),
    root: clientDir,
    runtimeDir,
    listen: `${host}:${port}`,
    https: false,
    accessLog,
    // A local, loopback-only server: workers read the build as its owner, wherever it lives.
    user: localWorkerUser(),
  });
  const check = spawnSync(NGINX, ['-t', '-q', '-p', runtimeDir, '-c', config, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return {
    runtimeDir,
    config,
    args: ['-p', runtimeDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'],
  };
}

export async function main() {
  const port = Number(process.env.PORT ?? 4173);
  ensureNginx();
  const { runtimeDir, args } = prepareNginx({
    port,
    accessLog: process.env.NGINX_ACCESS_LOG === '1',
  });
  const outbox = await startOutbox();
  const nginx = spawn(NGINX, args, { stdio: 'inherit' });
  log(`site: http://127.0.0.1:${port}/ (nginx, config in ${runtimeDir})`);
  const stop = (signal) => {
    nginx.kill(signal === 'SIGINT' ? 'SIGQUIT' : 'SIGTERM');
    outbox?.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  nginx.on('exit', (code, signal) => {
    outbox?.kill('SIGTERM');
    rmSync(runtimeDir, { recursive: true, force: true });
    process.exit(code ?? (signal ? 0 : 1));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[serve:nginx] ${error.message}`);
    process.exit(1);
  });
}
