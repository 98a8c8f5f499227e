// Both servers over a small synthetic build (nested pages, a 404 page, JSON-LD, a theme script):
// real nginx with the rendered configuration, and the handler of `pnpm start`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_PAGE_CSP, hashSource, manifestOf } from '../build-steps/headers.mjs';
import { localWorkerUser, writeNginxConfig } from '../build-steps/nginx-config.mjs';
import { normaliseNotFoundPage, precompress } from '../build-steps/postbuild.mjs';
import { createHandler } from './static-server.mjs';

const NGINX = '/usr/sbin/nginx';
// nginx is part of the toolchain (scripts/toolchain.mjs installs nginx-light): without it the
// nginx half fails, never skipped.
const hasNginx = spawnSync('sh', ['-c', `test -x ${NGINX}`]).status === 0;

const THEME =
  'document.documentElement.classList.toggle("dark",localStorage.getItem("theme")==="dark")';
/**
 * @param {string} title
 * @param {string} [extra] more of the body
 */
const page = (title, extra = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${THEME}</script>` +
  `<script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>${title}</h1>${extra}` +
  `${'<p>Kuzeyhan Kimya filtration, wire and nails, paint, ink and plastic.</p>'.repeat(20)}</body></html>`;

/** @type {string} */
let root;
/** @type {string} */
let runtime;
/** @type {import('../build-steps/headers.mjs').HeadersManifest} */
let manifest;
/** @type {Record<string, string>} */
const servers = {};
/** @type {Array<{ kill: () => void }>} */
const children = [];

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
      s.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} base
 * @param {string} path
 * @param {Record<string, string>} [headers]
 * @param {string} [method]
 * @returns {Promise<{ status: number | undefined, headers: import('node:http').IncomingHttpHeaders, body: Buffer }>}
 */
function request(base, path, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = get(new URL(path, base), { headers, method }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
  });
}

/** @param {string} base */
async function waitUp(base) {
  for (let i = 0; i < 100; i += 1) {
    try {
      await request(base, '/');
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  throw new Error(`${base} did not start`);
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'serving-site-'));
  runtime = mkdtempSync(join(tmpdir(), 'serving-nginx-'));
  mkdirSync(join(root, 'about'));
  mkdirSync(join(root, 'sectors', 'paint', 'printing-inks'), { recursive: true });
  mkdirSync(join(root, '404'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(
    join(root, 'index.html'),
    page('Home', '<script type="module">import "/assets/app-abc123.js"</script>'),
  );
  writeFileSync(join(root, 'about', 'index.html'), page('About'));
  writeFileSync(join(root, 'sectors', 'paint', 'index.html'), page('Paint'));
  // A product page (D17): a third level, its client data file beside its folder.
  writeFileSync(
    join(root, 'sectors', 'paint', 'printing-inks', 'index.html'),
    page('Printing Inks'),
  );
  writeFileSync(
    join(root, 'sectors', 'paint', 'printing-inks.data'),
    '[{"product":"printingInks"}]',
  );
  writeFileSync(
    join(root, '404', 'index.html'),
    page('Not found', '<script>window.notFound=1</script>'),
  );
  writeFileSync(
    join(root, 'assets', 'app-abc123.js'),
    'export const app = "kuzeyhan";\n'.repeat(100),
  );
  writeFileSync(join(root, '_headers'), '/*\n  X-Test: 1\n');
  normaliseNotFoundPage(root);
  manifest = manifestOf(root, { ENQUIRY_TARGET: 'emailjs' });
  await precompress(root);

  const nodeServer = createHttpServer(createHandler({ root, manifest }));
  await new Promise((r) => nodeServer.listen(0, '127.0.0.1', () => r(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (nodeServer.address());
  servers.node = `http://127.0.0.1:${port}`;
  children.push({ kill: () => nodeServer.close() });

  if (!hasNginx)
    throw new Error(`${NGINX} not found: install nginx-light (scripts/toolchain.mjs does)`);
  const nginxPort = await freePort();
  const config = writeNginxConfig({
    manifest,
    root,
    runtimeDir: runtime,
    listen: `127.0.0.1:${nginxPort}`,
    user: localWorkerUser(),
  });
  const nginx = spawn(NGINX, ['-p', runtime, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.push({ kill: () => nginx.kill('SIGQUIT') });
  servers.nginx = `http://127.0.0.1:${nginxPort}`;
  await waitUp(servers.nginx);
});

afterAll(() => {
  for (const child of children) child.kill();
  rmSync(root, { recursive: true, force: true });
  rmSync(runtime, { recursive: true, force: true });
});

describe.each(['nginx', 'node'])('%s over a synthetic build', (name) => {
  const base = () => servers[name] ?? 'http://server-not-started';

  it("gives each page a policy of its own page's inline code, not JSON-LD, and files none", async () => {
    const policy = async (/** @type {string} */ path) =>
      (await request(base(), path)).headers['content-security-policy'];
    const about = await policy('/about');
    expect(about).toContain(hashSource(THEME));
    expect(about).not.toContain(hashSource('window.notFound=1'));
    expect(about).not.toContain(hashSource('import "/assets/app-abc123.js"'));
    expect(about).not.toContain(hashSource('{"@type":"Organization"}'));
    expect(about).toContain("connect-src 'self' https://api.emailjs.com");
    const home = await policy('/');
    expect(home).toContain(hashSource('import "/assets/app-abc123.js"'));
    expect(home).toContain(hashSource(THEME));
    const notFound = await policy('/nope');
    expect(notFound).toContain(hashSource('window.notFound=1'));
    expect(notFound).not.toContain(hashSource('import "/assets/app-abc123.js"'));
    // Scripts and redirects carry no page's policy: only the non-page one.
    for (const path of ['/assets/app-abc123.js', '/about/', '/sectors/paint/printing-inks.data'])
      expect(await policy(path), path).toBe(NON_PAGE_CSP);
    expect(NON_PAGE_CSP).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it('serves nested pages at their canonical path', async () => {
    for (const [path, title] of /** @type {Array<[string, string]>} */ ([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/sectors/paint', 'Paint'],
      ['/sectors/paint/printing-inks', 'Printing Inks'],
    ])) {
      const res = await request(base(), path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString(), path).toContain(`<h1>${title}</h1>`);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it("serves a product page's client data beside its folder", async () => {
    const res = await request(base(), '/sectors/paint/printing-inks.data');
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('[{"product":"printingInks"}]');
    const missing = await request(base(), '/sectors/paint/no-such-product');
    expect(missing.status).toBe(404);
  });

  it('redirects the other forms with 301, query kept', async () => {
    for (const [from, to] of /** @type {Array<[string, string]>} */ ([
      ['/about/', '/about'],
      ['/sectors/paint/?a=1&b=ş', '/sectors/paint?a=1&b=ş'],
      ['/sectors/paint//', '/sectors/paint'],
      ['/sectors/paint/printing-inks/', '/sectors/paint/printing-inks'],
      ['/about/index.html', '/about'],
      ['/index.html', '/'],
    ])) {
      const res = await request(base(), encodeURI(from));
      expect(res.status, from).toBe(301);
      expect(decodeURI(res.headers.location ?? ''), from).toBe(to);
      expect(res.headers['x-frame-options'], from).toBe('DENY');
    }
  });

  it('answers unknown paths and private files with the 404 page and status 404', async () => {
    const notFound = readFileSync(join(root, '404.html'));
    for (const path of [
      '/nope',
      '/about/nope',
      '/assets/nope.js',
      '/404.html',
      '/_headers',
      '/assets/',
    ]) {
      const res = await request(base(), path);
      expect(res.status, path).toBe(404);
      expect(res.body.equals(notFound), path).toBe(true);
      expect(res.headers['content-security-policy'], path).toMatch(/^default-src 'none'/);
      expect(res.headers['cache-control'], path).toBe('no-cache');
    }
  });

  it('never leaves the build', async () => {
    for (const path of [
      '/..%2f..%2f..%2fetc/passwd',
      '/assets/..%2f..%2f..%2fetc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const res = await request(base(), path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body.toString(), path).not.toContain('root:');
    }
  });

  it('serves brotli to brotli clients and revalidates with ETag', async () => {
    const res = await request(base(), '/assets/app-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(
      readFileSync(join(root, 'assets', 'app-abc123.js'), 'utf8'),
    );
    const again = await request(base(), '/about', {
      'if-none-match': (await request(base(), '/about')).headers.etag ?? '',
    });
    expect(again.status).toBe(304);
  });
});

describe('createHandler over another site’s build', () => {
  it('serves each page with the policy from that build’s own manifest', async () => {
    // A second build elsewhere (as the engines suite serves the sister site beside the flagship):
    // its pages' hashes are in its own build/serving/headers.json, not the current folder's.
    const build = mkdtempSync(join(tmpdir(), 'other-site-'));
    const client = join(build, 'client');
    mkdirSync(join(client, 'de'), { recursive: true });
    const script = 'document.documentElement.dataset.other="1"';
    writeFileSync(
      join(client, 'de', 'index.html'),
      `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Startseite</title><script>${script}</script></head><body><h1>Startseite</h1></body></html>`,
    );
    writeFileSync(join(client, 'index.html'), page('Home'));
    const own = manifestOf(client, { ENQUIRY_TARGET: 'emailjs' });
    mkdirSync(join(build, 'serving'));
    writeFileSync(join(build, 'serving', 'headers.json'), JSON.stringify(own));
    const server = createHttpServer(createHandler({ root: client }));
    await new Promise((r) => server.listen(0, '127.0.0.1', () => r(undefined)));
    try {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      const res = await request(`http://127.0.0.1:${port}`, '/de');
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toContain(hashSource(script));
      expect(res.headers['content-security-policy']).not.toBe(NON_PAGE_CSP);
      // Read from that manifest (built for EmailJS), not scanned again from this process's
      // environment, whose forms would post to the local outbox.
      expect(res.headers['content-security-policy']).toContain('https://api.emailjs.com');
    } finally {
      server.close();
      rmSync(build, { recursive: true, force: true });
    }
  });
});
