#!/usr/bin/env node
// `pnpm serve:nginx`: real nginx (Debian's nginx-light) in the foreground on PORT (default 4173)
// with the repository's configuration over the built site, plus the local outbox (see outbox.mjs).
// Installs nginx-light and the brotli_static module with apt-get when missing and run as root.
//
// TLS=1 serves https on PORT (default 8443) with a certificate for localhost made at start by a
// throwaway local CA (tls.mjs), and redirects plain http on HTTP_PORT (default 8080) to it; the
// security headers then include upgrade-insecure-requests. Trust the CA in a Node client with
// NODE_EXTRA_CA_CERTS=<runtime dir>/tls/ca.pem (printed at start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_PATH } from '../build-steps/headers.mjs';
import {
  BROTLI_STATIC_MODULE,
  hasBrotliModule,
  localWorkerUser,
  writeNginxConfig,
} from '../build-steps/nginx-config.mjs';
import { builtEnquiryOrigin, outboxPlan, startOutbox } from './outbox.mjs';
import { buildDir, clientDir } from '../shared/site-dir.mjs';
import { makeLocalCertificates } from './tls.mjs';

const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

/** @param {string} message */
function log(message) {
  console.log(`[serve:nginx] ${message}`);
}

/**
 * Installs Debian packages when run as root where apt-get exists; whether it did.
 * @param {string[]} packages
 */
function aptInstall(packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!isRoot || !hasApt) return false;
  log(`installing ${packages.join(', ')} with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  /** @type {import('node:child_process').SpawnSyncOptions} */
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

/**
 * The site's build/serving/headers.json (written by `defne-site postbuild`).
 * @returns {import('../build-steps/headers.mjs').HeadersManifest}
 */
export function readManifest() {
  const file = join(buildDir, MANIFEST_PATH);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: build the site first (pnpm --filter @defne/web build)`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Writes a local configuration into a temporary directory of its own and returns the nginx command
 * that serves it. Plain http on loopback (no upgrade-insecure-requests), or with `tls` https on
 * `port` with a fresh local CA's certificate and, when `httpPort` is given, a redirect from http.
 * @param {{ port: number, host?: string, accessLog?: boolean, tls?: boolean, httpPort?: number }} o
 */
export function prepareNginx({
  port,
  host = process.env.HOST ?? '127.0.0.1',
  accessLog = false,
  tls = false,
  httpPort,
}) {
  // One directory per port, reused: a server killed without a chance to clean up leaves nothing behind.
  const runtimeDir = join(tmpdir(), `defne-nginx-${port}`);
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  const certificates = tls ? makeLocalCertificates(join(runtimeDir, 'tls')) : null;
  const config = writeNginxConfig({
    manifest: readManifest(),
    root: clientDir,
    runtimeDir,
    listen: `${host}:${port}`,
    https: tls,
    accessLog,
    // A local, loopback-only server: workers read the build as its owner, wherever it lives.
    user: localWorkerUser(),
    tls: certificates
      ? {
          certificate: certificates.certificate,
          key: certificates.key,
          httpListen: httpPort ? `${host}:${httpPort}` : undefined,
          httpsPort: port,
        }
      : undefined,
  });
  const check = spawnSync(NGINX, ['-t', '-q', '-p', runtimeDir, '-c', config, '-e', 'stderr'], {
    encoding: 'utf8',
  });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  return {
    runtimeDir,
    config,
    ca: certificates?.ca ?? null,
    args: ['-p', runtimeDir, '-c', config, '-e', 'stderr', '-g', 'daemon off;'],
  };
}

/**
 * A free loopback port.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves once something accepts connections on host:port; rejects after ms.
 * @param {number} port
 * @param {string} host
 * @param {number} [ms]
 */
function waitForPort(port, host, ms = 10_000) {
  const end = Date.now() + ms;
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const attempt = () => {
        const socket = createConnection({ port, host }, () => {
          socket.end();
          resolve();
        });
        socket.once('error', (error) => {
          if (Date.now() > end) reject(error);
          else setTimeout(attempt, 50);
        });
      };
      attempt();
    })
  );
}

/**
 * Serves the build with the repository's nginx configuration in the background (no outbox):
 * plain http on a free loopback port, or `prepareNginx`'s TLS flavour on the ports given.
 * @param {{ port?: number, host?: string, tls?: boolean, httpPort?: number }} [o]
 */
export async function startNginx({ port, host = '127.0.0.1', tls = false, httpPort } = {}) {
  ensureNginx();
  const chosen = port ?? (await freePort());
  const { args, runtimeDir, ca } = prepareNginx({ port: chosen, host, tls, httpPort });
  const child = spawn(NGINX, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForPort(chosen, host),
    exited.then((code) => {
      throw new Error(`nginx exited (${code}) before listening`);
    }),
  ]);
  return {
    url: `${tls ? 'https' : 'http'}://${host}:${chosen}/`,
    ca,
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}

export async function main() {
  const tls = process.env.TLS === '1';
  const port = Number(process.env.PORT ?? (tls ? 8443 : 4173));
  const httpPort = tls ? Number(process.env.HTTP_PORT ?? 8080) : undefined;
  // A conflicting OUTBOX_PORT stops here, before nginx is prepared.
  const plan = outboxPlan(process.env, builtEnquiryOrigin(buildDir));
  ensureNginx();
  const { runtimeDir, args, ca } = prepareNginx({
    port,
    accessLog: process.env.NGINX_ACCESS_LOG === '1',
    tls,
    httpPort,
  });
  const outbox = await startOutbox({ plan });
  const nginx = spawn(NGINX, args, { stdio: 'inherit' });
  if (tls) {
    log(`site: https://localhost:${port}/ (nginx, config in ${runtimeDir})`);
    log(`http://localhost:${httpPort}/ redirects to it; local CA: NODE_EXTRA_CA_CERTS=${ca}`);
  } else {
    log(`site: http://127.0.0.1:${port}/ (nginx, config in ${runtimeDir})`);
  }
  /** @param {'SIGINT' | 'SIGTERM'} signal */
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
