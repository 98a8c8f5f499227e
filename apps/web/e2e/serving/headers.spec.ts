// The served build over HTTP, without a browser: headers, caching, compression, 404s, redirects.
// Runs against nginx (project "nginx") and `pnpm start` (project "node").
import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  builtPages,
  clientDir,
  notFoundFiles,
  expectSecurityHeaders,
  homeAssets,
  inlineScriptHashes,
  notFoundHtml,
  rawGet,
  readBuilt,
} from './site';

const pages = builtPages();
const UNKNOWN = '/no-such-page-d10';

test('the build has pages to serve', () => {
  expect(pages.map((p) => p.path)).toContain('/');
});

test('every page: 200, HTML, revalidated, every security header', async ({ request }) => {
  for (const { path } of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
    expect(headers['cache-control'], path).toBe('no-cache');
    expect(headers.etag ?? headers['last-modified'], `${path}: validator`).toBeTruthy();
    expectSecurityHeaders(headers, path);
  }
});

test("each page's CSP holds exactly its own inline scripts' hashes, and nothing unsafe", async ({
  request,
}) => {
  const scriptSrcOf = (csp: string) =>
    (csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '').split(' ').slice(1).sort();
  let longest = 0;
  for (const { path, file } of [
    ...pages,
    // A not-found page is what an unknown address in its folder answers with.
    ...notFoundFiles().map((file) => ({
      file,
      path: `/${file.replace(/404\.html$/, '')}no-such-page-d20`,
    })),
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    const csp = response.headers()['content-security-policy'] ?? '';
    const own = [...new Set(inlineScriptHashes(readBuilt(file).toString('utf8')))];
    expect(scriptSrcOf(csp), `${path} (${file})`).toEqual(
      ["'self'", "'wasm-unsafe-eval'", ...own].sort(),
    );
    expect(csp, path).not.toMatch(/'unsafe-(inline|eval)'/);
    longest = Math.max(longest, csp.length);
  }
  // One page's policy, not the whole site's (which was over 6,000 bytes on every response).
  expect(longest).toBeLessThan(1500);
});

test('a 304 keeps the page its own policy (a browser stores the 304’s headers with the page)', async ({
  request,
}) => {
  const page = pages.find((p) => p.path !== '/') ?? pages[0]!;
  const first = await request.get(page.path);
  const etag = first.headers().etag;
  // Both servers send an ETag with every page: without one there is no 304 to check.
  expect(etag, `${page.path}: ETag`).toBeTruthy();
  const again = await request.get(page.path, { headers: { 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBe(
    first.headers()['content-security-policy'],
  );
  expect(first.headers()['content-security-policy']).toContain('script-src');
});

test('hashed assets: immutable for a year, right type, every security header', async ({
  request,
}) => {
  const assets = homeAssets();
  expect(assets.length).toBeGreaterThan(0);
  for (const asset of assets) {
    const response = await request.get(asset);
    expect(response.status(), asset).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    expect(headers['content-type'], asset).toBe(
      asset.endsWith('.css') ? 'text/css; charset=utf-8' : 'text/javascript; charset=utf-8',
    );
    expectSecurityHeaders(headers, asset, 'file');
  }
});

test('the search indexes (D23, D25): Pagefind’s folder per language, immutable, its script compressed, its index as built', async ({
  request,
}) => {
  const folders = readdirSync(join(clientDir, 'assets')).filter((name) =>
    /^pagefind-(tr|en)-\w+$/.test(name),
  );
  expect(folders).toHaveLength(2);
  for (const folder of folders) {
    const files = readdirSync(join(clientDir, 'assets', folder), { recursive: true })
      .map(String)
      .filter((name) => /\.(js|json|pf_meta|pf_index|pf_fragment|pagefind)$/.test(name));
    expect(files).toContain('pagefind.js');
    expect(files.some((f) => f.endsWith('.pf_index'))).toBe(true);
    for (const file of files) {
      const asset = `/assets/${folder}/${file}`;
      const response = await request.get(asset, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status(), asset).toBe(200);
      const headers = response.headers();
      expect(headers['cache-control'], asset).toBe('public, max-age=31536000, immutable');
      expectSecurityHeaders(headers, asset, 'file');
      if (file.endsWith('.js')) {
        expect(headers['content-type'], asset).toBe('text/javascript; charset=utf-8');
        expect(headers['content-encoding'], asset).toMatch(/^(br|gzip)$/);
      } else if (!file.endsWith('.json')) {
        // Gzip data Pagefind's script unpacks itself: sent as it is, with no Content-Encoding.
        expect(headers['content-type'], asset).toBe('application/octet-stream');
        expect(headers['content-encoding'], asset).toBeUndefined();
        expect([...(await response.body()).subarray(0, 2)], asset).toEqual([0x1f, 0x8b]);
      }
    }
  }
});

test('an unknown path answers 404 with the prerendered 404 page and every header', async ({
  request,
}) => {
  for (const path of [
    UNKNOWN,
    `${UNKNOWN}/deeper`,
    '/assets/no-such-file.js',
    '/404.html',
    '/_headers',
    '/__spa-fallback.html',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const headers = response.headers();
    expectSecurityHeaders(headers, path);
    const page = notFoundHtml();
    if (page) {
      expect(headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(headers['cache-control'], path).toBe('no-cache');
      expect(await response.text(), path).toBe(page);
    } else {
      test.info().annotations.push({ type: 'todo', description: 'the build has no 404.html yet' });
    }
  }
});

test('a trailing slash or index.html redirects (301) to the canonical path, keeping the query', async ({
  request,
  baseURL,
}) => {
  const page = pages.find((p) => p.path !== '/') ?? { path: '/about' };
  for (const [from, to] of [
    [`${page.path}/`, page.path],
    [`${page.path}/?utm_source=x&b=2`, `${page.path}?utm_source=x&b=2`],
    [`${page.path}/index.html`, page.path],
    ['/index.html', '/'],
    ['/index.html?q=1', '/?q=1'],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(new URL(response.headers().location ?? '', baseURL).href, from).toBe(
      new URL(to, baseURL).href,
    );
    expectSecurityHeaders(response.headers(), from, 'file');
  }
  const followed = await request.get(`${page.path}/`);
  expect(followed.status()).toBe(pages.some((p) => p.path === page.path) ? 200 : 404);
  expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200);
});

test('precompressed brotli and gzip are served when accepted, with Vary', async ({ baseURL }) => {
  const targets = [
    ...homeAssets().map((a) => [a, a.slice(1)] as const),
    ['/', 'index.html'] as const,
  ];
  for (const [path, file] of targets) {
    const original = readBuilt(file);
    const url = new URL(path, baseURL).href;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    if (original.length >= 1024) {
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(br.body).equals(original), `${path}: brotli body`).toBe(true);
      expect(br.headers['content-type'], path).toMatch(/^(text\/html|text\/javascript|text\/css)/);
      expect(br.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(gz.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(gz.body).equals(original), `${path}: gzip body`).toBe(true);
      expect(gz.headers.vary, path).toMatch(/Accept-Encoding/i);
      expect(br.body.length, path).toBeLessThan(gz.body.length + 64);
    }
    expect(plain.headers['content-encoding'], path).toBeUndefined();
    expect(plain.body.equals(original), `${path}: identity body`).toBe(true);
  }
});

// One scan of the build (bench:headers serves it over TLS itself on localhost:443/80, in a private
// network namespace): the @nginx tag runs it from the nginx project only.
test(
  'the official MDN HTTP Observatory grades nginx over TLS A+, every test passed',
  {
    tag: '@nginx',
  },
  async ({ baseURL }, testInfo) => {
    expect(baseURL).toBeTruthy();
    const { spawnSync } = await import('node:child_process');
    const jsonFile = testInfo.outputPath('observatory.json');
    const run = spawnSync(
      process.execPath,
      ['serving/bench-headers.mjs', '--strict', '--json', jsonFile],
      { encoding: 'utf8', timeout: 120_000 },
    );
    await testInfo.attach('bench-headers.txt', { body: `${run.stdout}${run.stderr}` });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
    const { scan, tests } = JSON.parse(readFileSync(jsonFile, 'utf8')) as {
      scan: { grade: string; score: number; testsQuantity: number };
      tests: Record<string, { pass: boolean; result: string }>;
    };
    testInfo.annotations.push({ type: 'observatory', description: `${scan.score} ${scan.grade}` });
    expect(scan.grade).toBe('A+');
    expect(scan.score).toBeGreaterThanOrEqual(100);
    expect(Object.keys(tests)).toHaveLength(scan.testsQuantity);
    for (const [name, t] of Object.entries(tests)) {
      expect(t.pass, `${name}: ${t.result}`).toBe(true);
      expect(t.result, name).not.toMatch(/not-needed|no-https/);
    }
    expect(tests.redirection?.result).toBe('redirection-to-https');
    expect(tests['strict-transport-security']?.result).toMatch(/^hsts-implemented/);
  },
);
