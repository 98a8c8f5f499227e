#!/usr/bin/env node
// `defne-site postbuild`, after `react-router build`: scans the built HTML for inline code, writes the
// header manifest (build/serving/headers.json), the static hosts' copy (build/static-host,
// static-host.mjs), the nginx configuration (build/nginx/) and the .gz/.br siblings of every
// compressible file.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import {
  COMPRESSIBLE_EXTENSIONS,
  MANIFEST_PATH,
  NOT_FOUND_PAGE,
  headersFromManifest,
  manifestOf,
} from './headers.mjs';
import { deferBoot } from './boot-after-load.mjs';
import { inlineCriticalCss } from './critical-css.mjs';
import { writeNginxConfig } from './nginx-config.mjs';
import { STATIC_HOST_DIR, WRANGLER_CONFIG, writeStaticHost } from './static-host.mjs';

import { buildDir, clientDir, siteDir } from '../shared/site-dir.mjs';

export { buildDir, clientDir, siteDir };

/** Smallest file worth compressing: below one packet the saving cannot be felt. */
export const MIN_COMPRESS_BYTES = 256;
/** A compressed copy must save at least 10 % to be written. */
export const MAX_COMPRESSED_RATIO = 0.9;

/**
 * The build environment as the app's enquiry plugin reads it (packages/site/src/enquiry-plugin.ts: every
 * variable of the .env files, then process.env), so connect-src names the origin the forms were
 * built to post to.
 * @param {string} [mode] Vite's mode: `development` under NODE_ENV=development, else `production`
 * @returns {Promise<Record<string, string | undefined>>}
 */
export async function buildEnv(
  mode = process.env.NODE_ENV === 'development' ? 'development' : 'production',
) {
  const { loadEnv } = await import('vite');
  return { ...loadEnv(mode, siteDir, ''), ...process.env };
}

/**
 * The not-found pages must be `404.html` files: a route prerendered at /404 (or /sectors/404) lands
 * in 404/index.html. Move each, so /404 itself is an unknown path (status 404) rather than a soft
 * 404 with status 200, and each folder's page is where the servers (and static hosts) look for it.
 * @param {string} dir build/client
 * @returns {boolean} whether the site has its root 404 page
 */
export function normaliseNotFoundPage(dir) {
  /** @param {string} folder */
  const move = (folder) => {
    const nested = join(folder, '404', 'index.html');
    const target = join(folder, '404.html');
    if (!existsSync(target) && existsSync(nested)) {
      renameSync(nested, target);
      if (readdirSync(join(folder, '404')).length === 0) rmdirSync(join(folder, '404'));
    }
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory() && !['assets', 'media', '404'].includes(entry.name)) {
        move(join(folder, entry.name));
      }
    }
  };
  move(dir);
  return existsSync(join(dir, NOT_FOUND_PAGE));
}

/**
 * @param {string} dir
 * @returns {string[]} every file under dir, as full paths
 */
function walkFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walkFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out;
}

/**
 * Rewrites every built page so its JavaScript loads after the page is painted (see
 * boot-after-load.mjs). Runs before the CSP is computed, which hashes the new inline code.
 * @param {string} dir build/client
 * @returns {number} how many pages now boot after load
 */
export function deferBootInPages(dir) {
  let pages = 0;
  // every page of a route reads the same few script files: each is read once
  /** @type {Map<string, string | null>} */
  const assets = new Map();
  const readAsset = (/** @type {string} */ url) => {
    if (!assets.has(url)) {
      const path = join(dir, ...url.split('/'));
      assets.set(url, existsSync(path) ? readFileSync(path, 'utf8') : null);
    }
    return /** @type {string | null} */ (assets.get(url));
  };
  for (const file of walkFiles(dir)) {
    if (!file.endsWith('.html')) continue;
    const html = readFileSync(file, 'utf8');
    const rewritten = deferBoot(html, readAsset);
    if (rewritten === null) continue;
    if (rewritten !== html) writeFileSync(file, rewritten);
    pages += 1;
  }
  return pages;
}

/** Where precompressed copies are kept by content, between builds of a site (D26). */
export const PRECOMPRESS_CACHE = join('node_modules', '.cache', 'defne-precompress');
/** Where each page's critical CSS result is kept by the page's bytes, between builds. */
export const CRITICAL_CSS_CACHE = join('node_modules', '.cache', 'defne-critical-css');

/**
 * Pages (HTML and the router's .data) are brotli'd at quality 11 while the build's pages weigh at
 * most this much, else at quality 7. Measured on the flagship's 95 pages (5.7 MB of HTML, one
 * core): quality 11 took 6.8 s for 1,067 KB, 10 took 2.6 s for 1,095 KB, 9 1.7 s for 1,158 KB,
 * 7 0.35 s for 1,162 KB, gzip -9 0.12 s for 1,254 KB. Quality 11 costs about 1.2 s of CPU a
 * megabyte: fine for a company's site, an hour for the 3 GB of pages of 10,000 products, where 7
 * is 19 times faster for 9 % more bytes, still 7 % less than gzip (docs/performance.md).
 */
export const PAGE_BYTES_AT_BEST_QUALITY = 64 * 1024 * 1024;
/** The file types the quality above is chosen for; scripts and styles are always quality 11. */
const PAGE_EXTENSIONS = ['.html', '.data'];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The compressed copies of one file's bytes, by suffix: gzip -9 and brotli quality 11 (the first
 * response of a page must fit in the first round trip: docs/performance.md). Levels are part of
 * the cache key, so a change of level never reuses an old copy.
 * @param {Buffer} data
 * @param {string} ext
 * @param {number} [quality] brotli's
 * @returns {Record<'.gz' | '.br', () => Promise<Buffer>>}
 */
function compressors(data, ext, quality = 11) {
  return {
    '.gz': () => gzipAsync(data, { level: 9 }),
    '.br': () =>
      brotliAsync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_MODE]:
            ext === '.ico' ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  };
}
const CACHE_KEY_VERSION = 'gz9-br11-v1';

/**
 * Runs `work` over `items`, `limit` at a time.
 * @template T
 * @param {readonly T[]} items
 * @param {number} limit
 * @param {(item: T) => Promise<void>} work
 */
async function inPool(items, limit, work) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(/** @type {T} */ (items[next++]));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
}

/**
 * Writes file.gz (gzip -9) and file.br (brotli quality 11) beside every compressible file where it
 * pays; removes stale siblings where it no longer does. The copies are made on every core (zlib's
 * threads) and kept in `cacheDir` by the bytes' hash: a file whose bytes did not change since the
 * last build is not compressed again (D26). The cache keeps what this build used, nothing older.
 * @param {string} dir build/client
 * @param {{ cacheDir?: string | null, pageBytesAtBest?: number }} [options] `cacheDir` null: no
 *   cache; `pageBytesAtBest`: the pages' weight up to which they get brotli 11
 */
export async function precompress(
  dir,
  { cacheDir = null, pageBytesAtBest = PAGE_BYTES_AT_BEST_QUALITY } = {},
) {
  const stats = {
    files: 0,
    gzip: 0,
    brotli: 0,
    skipped: 0,
    bytes: 0,
    gzipBytes: 0,
    brotliBytes: 0,
    reused: 0,
    pageQuality: 11,
  };
  if (cacheDir) mkdirSync(cacheDir, { recursive: true });
  /** @type {Set<string>} */
  const used = new Set();
  const files = walkFiles(dir).filter((file) =>
    COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase()),
  );
  const isPage = (/** @type {string} */ file) =>
    PAGE_EXTENSIONS.includes(extname(file).toLowerCase());
  let pageBytes = 0;
  for (const file of files) if (isPage(file)) pageBytes += statSync(file).size;
  const pageQuality = pageBytes <= pageBytesAtBest ? 11 : 7;
  stats.pageQuality = pageQuality;
  // zlib's asynchronous calls run on libuv's threads: this many in flight keeps every core busy
  await inPool(files, Math.max(2, availableParallelism() * 2), async (file) => {
    const data = readFileSync(file);
    stats.files += 1;
    stats.bytes += data.length;
    const quality = isPage(file) ? pageQuality : 11;
    // quality 11's copies keep the keys they had before the quality was chosen per build
    const hash = createHash('sha256')
      .update(CACHE_KEY_VERSION)
      .update(quality === 11 ? '' : `br${quality}`)
      .update(data)
      .digest('hex');
    let wrote = false;
    for (const [suffix, compress] of Object.entries(
      compressors(data, extname(file).toLowerCase(), quality),
    )) {
      const name = suffix === '.gz' ? 'gzip' : 'brotli';
      const out = `${file}${suffix}`;
      /** @type {Buffer | null} */
      let compressed = null;
      if (data.length >= MIN_COMPRESS_BYTES) {
        const cached = cacheDir ? join(cacheDir, `${hash}${suffix}`) : null;
        if (cached && existsSync(cached)) {
          compressed = readFileSync(cached);
          stats.reused += 1;
        } else {
          compressed = await compress();
          if (cached) writeFileSync(cached, compressed);
        }
        if (cached) used.add(`${hash}${suffix}`);
      }
      if (compressed && compressed.length <= data.length * MAX_COMPRESSED_RATIO) {
        writeFileSync(out, compressed);
        stats[name] += 1;
        stats[`${name}Bytes`] += compressed.length;
        wrote = true;
      } else if (existsSync(out)) {
        unlinkSync(out);
      }
    }
    if (!wrote) stats.skipped += 1;
  });
  if (cacheDir) {
    for (const entry of readdirSync(cacheDir)) {
      if (!used.has(entry)) unlinkSync(join(cacheDir, entry));
    }
  }
  return stats;
}

/**
 * Every step, in order, over the site's build (build/client, see shared/site-dir.mjs).
 * @param {{ log?: (message: string) => void, staticHost?: { plan?: 'free' | 'paid', redirects?: 'file' | 'worker' } }} [options]
 *   `staticHost`: the Cloudflare plan the static hosts' copy must fit, and whether `_redirects` lists
 *   the moved addresses (`file`) or leaves them to the Worker (`worker`)
 */
export async function postbuild({ log = console.log, staticHost: hostOptions = {} } = {}) {
  if (!existsSync(join(clientDir, 'index.html'))) {
    throw new Error(
      `no build in ${relative(process.cwd(), clientDir) || clientDir}: run react-router build first`,
    );
  }
  let last = Date.now();
  /** Prints how long the step just done took, and over how many pages or files. */
  const step = (/** @type {string} */ name, /** @type {number} */ count) => {
    const now = Date.now();
    log(`[serving] step: ${name}, ${count} file(s), ${((now - last) / 1000).toFixed(1)} s`);
    last = now;
  };
  if (!normaliseNotFoundPage(clientDir)) {
    log(
      "[serving] warning: no 404 page (build/client/404.html or 404/index.html): unknown paths get nginx's plain 404",
    );
  }
  const booted = deferBootInPages(clientDir);
  log(
    `[serving] ${booted} page(s) load their JavaScript after the load event and first paint, or a first interaction`,
  );
  step('boot after load', booted);
  const critical = await inlineCriticalCss(clientDir, {
    cacheDir: join(siteDir, CRITICAL_CSS_CACHE),
  });
  log(
    `[serving] ${critical.pages} page(s) inline their critical CSS (${(critical.inlineBytes / critical.pages / 1024).toFixed(1)} KB each on average; ` +
      `${critical.reused} reused from the last build); the stylesheets load without blocking the first paint`,
  );
  step('critical CSS', critical.pages);
  const env = await buildEnv();
  const manifest = manifestOf(clientDir, env);
  for (const problem of manifest.problems) log(`[serving] warning: ${problem}`);
  if (manifest.styleAttributeFiles.length > 0) {
    log(
      `[serving] note: style="" attributes in ${manifest.styleAttributeFiles.length} page(s) ` +
        `(${manifest.styleAttributeFiles.slice(0, 3).join(', ')}…): allowed by hash with 'unsafe-hashes'`,
    );
  }
  mkdirSync(dirname(join(buildDir, MANIFEST_PATH)), { recursive: true });
  writeFileSync(join(buildDir, MANIFEST_PATH), `${JSON.stringify(manifest, null, 2)}\n`);
  step('header manifest (CSP hashes)', manifest.pages.length);

  log(
    `[serving] ${manifest.redirects.pages.length} page address(es); ` +
      `${Object.keys(manifest.redirects.moved).length} moved or other-language address(es) answer 301 to their page, ` +
      'and any letter case of either answers 301 in one hop (nginx, defne-site start)',
  );
  const { pageCsps } = headersFromManifest(manifest, { https: true });
  const policyBytes = [...pageCsps.values()].map((csp) => csp.length);
  for (const origin of manifest.connectOrigins.filter((o) => o.startsWith('http:'))) {
    log(
      `[serving] note: the forms post to ${origin} (local outbox build); a deployment builds with ENQUIRY_TARGET=emailjs`,
    );
  }
  log(
    `[serving] each page carries its own CSP: ${Math.min(...policyBytes)}-${Math.max(...policyBytes)} bytes ` +
      `(all pages' hashes together would be ${manifest.scriptHashes.length + manifest.styleHashes.length} sources)`,
  );
  const staticHost = writeStaticHost({ clientDir, buildDir, manifest, ...hostOptions });
  log(
    `[serving] static hosts: build/${STATIC_HOST_DIR} (${staticHost.files} files, flat pages, no private files), ` +
      `_headers ${staticHost.headerRules} rules, _redirects ${staticHost.redirects} rules, ` +
      `Worker ${(staticHost.workerBytes / 1000).toFixed(1)} kB compressed: within Cloudflare's ${staticHost.plan} plan; build/${WRANGLER_CONFIG}`,
  );

  step("static hosts' copy", staticHost.files);
  const nginxDir = join(buildDir, 'nginx');
  writeNginxConfig({
    manifest,
    root: clientDir,
    runtimeDir: nginxDir,
    listen: process.env.NGINX_LISTEN ?? '8080',
    https: true,
  });

  step('nginx config', 1);
  const stats = await precompress(clientDir, { cacheDir: join(siteDir, PRECOMPRESS_CACHE) });
  step(`precompression (pages at brotli ${stats.pageQuality})`, stats.files);
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
  log(
    `[serving] ${manifest.pages.length} page(s), ${manifest.scriptHashes.length} inline script hash(es), ` +
      `connect-src ${manifest.connectOrigins.join(' ')}; precompressed ${stats.files} file(s) ` +
      `(${kb(stats.bytes)} -> gzip ${kb(stats.gzipBytes)}, brotli ${kb(stats.brotliBytes)}; ${stats.skipped} too small to pay; ` +
      `${stats.reused} cop${stats.reused === 1 ? 'y' : 'ies'} reused from the last build); ` +
      `wrote ${[MANIFEST_PATH, 'nginx/nginx.conf'].map((p) => `build/${p.split('/').join(sep)}`).join(', ')}`,
  );
  return { manifest, stats };
}

/**
 * `defne-site postbuild [--static-host-plan=free|paid] [--static-host-redirects=file|worker]`.
 * @param {string[]} [args]
 */
export async function main(args = process.argv.slice(3)) {
  const { values } = parseArgs({
    args,
    options: {
      'static-host-plan': { type: 'string', default: 'free' },
      'static-host-redirects': { type: 'string', default: 'file' },
    },
  });
  const plan = values['static-host-plan'];
  const redirects = values['static-host-redirects'];
  if (plan !== 'free' && plan !== 'paid')
    throw new Error(`--static-host-plan takes free or paid, not "${plan}"`);
  if (redirects !== 'file' && redirects !== 'worker')
    throw new Error(`--static-host-redirects takes file or worker, not "${redirects}"`);
  await postbuild({ staticHost: { plan, redirects } });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`[serving] ${error.message}`);
    process.exit(1);
  });
}
