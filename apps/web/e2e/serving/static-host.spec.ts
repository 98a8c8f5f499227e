// The static hosts' copy of the build (build/static-host, with its _headers and _redirects) through
// Cloudflare's own local runtime: `wrangler dev` and its bundled workerd apply the same asset
// handling, header and redirect rules as Cloudflare. Runs in the "static-host" project only.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  NON_PAGE_POLICY,
  builtPages,
  clientDir,
  expectSecurityHeaders,
  homeAssets,
  inlineScriptHashes,
  notFoundFiles,
  readBuilt,
  staticHostDir,
} from './site';

const pages = builtPages();
const scriptSrc = (csp: string) =>
  (csp.split(/;\s*/).find((d) => d.startsWith('script-src ')) ?? '').split(' ').slice(1).sort();
const ownScripts = (file: string) => [
  "'self'",
  "'wasm-unsafe-eval'",
  ...new Set(inlineScriptHashes(readBuilt(file).toString('utf8'))),
];

test.beforeAll(() => {
  expect(existsSync(join(staticHostDir, '_headers')), 'build/static-host: build the site').toBe(
    true,
  );
});

test('every page answers 200 at its own address, no slash redirect, with only its own policy', async ({
  request,
}) => {
  for (const { path, file } of pages) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    expect((await response.body()).equals(readBuilt(file)), `${path}: the built page`).toBe(true);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    // One policy (two joined by a comma would both be enforced), this page's hashes only.
    expect(csp, path).not.toContain(',');
    expect(scriptSrc(csp), path).toEqual(ownScripts(file).sort());
    // A deployment is served over TLS: its policy upgrades insecure requests.
    expect(csp.split('; '), path).toContain('upgrade-insecure-requests');
    expectSecurityHeaders(
      { ...headers, 'content-security-policy': csp.replace('; upgrade-insecure-requests', '') },
      path,
    );
  }
});

test('an unknown address answers 404 with its folder’s 404 page and that page’s policy', async ({
  request,
}) => {
  for (const file of notFoundFiles()) {
    const folder = `/${file.replace(/404\.html$/, '')}`;
    for (const path of [`${folder}no-such-page-d20`, `${folder}no/such/page`]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      expect((await response.body()).equals(readBuilt(file)), `${path}: ${file}`).toBe(true);
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(scriptSrc(csp), path).toEqual(ownScripts(file).sort());
    }
  }
});

test('private files of the build are not served', async ({ request }) => {
  const shell = readBuilt('__spa-fallback.html');
  for (const path of [
    '/__spa-fallback.html',
    '/__spa-fallback',
    '/_headers',
    '/_redirects',
    '/index.html.br',
    '/index.html.gz',
    `${homeAssets()[0]}.br`,
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    const body = await response.body();
    expect(body.equals(shell), `${path}: not the SPA shell`).toBe(false);
    expect(body.equals(readBuilt('404.html')), `${path}: the 404 page`).toBe(true);
  }
});

test('scripts, styles, pictures and loader data carry the non-page policy', async ({ request }) => {
  const media = readFileSync(join(staticHostDir, 'index.html'), 'utf8').match(
    /\/media\/[^"' ,]+\.(?:webp|avif|jpg|png|svg)/,
  )?.[0];
  const files = [...homeAssets(), '/favicon.svg', '/robots.txt', '/about.data'];
  if (media) files.push(media);
  for (const path of files) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-security-policy'], path).toBe(NON_PAGE_POLICY);
  }
  const asset = await request.get(homeAssets()[0] as string);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('_redirects lists only the addresses that moved; typed letter cases and the other language’s slugs answer 301 from the Worker', async ({
  request,
}) => {
  // Over a thousand addresses, each requested.
  test.setTimeout(120_000);
  const rules = readFileSync(join(staticHostDir, '_redirects'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((line) => line.split(' ') as [string, string, string]);
  const routes = JSON.parse(readFileSync(join(clientDir, '..', 'routes.json'), 'utf8')) as {
    moved: { from: string; to: string }[];
  };
  // Exactly the route manifest's moves (renamed and removed products), so the file does not grow
  // with the catalogue (D25): Cloudflare reads 2,000 static rules.
  expect(rules.map(([from, to, status]) => `${from} ${to} ${status}`)).toEqual(
    routes.moved.map(({ from, to }) => `${from} ${to} 301`),
  );
  const pagePaths = new Set(pages.map((p) => p.path));
  const oneHop = async (from: string, to: string) => {
    const response = await request.get(`${encodeURI(from)}?ref=mail&x=1`, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(`${encodeURI(to)}?ref=mail&x=1`);
  };
  for (const [from, to] of rules) {
    expect(pagePaths.has(to), `${from} -> ${to}: a page`).toBe(true);
    await oneHop(from, to);
  }
  // The letter cases people type (caps lock, a phone keyboard's capitals), and the other
  // language's slugs under a language's folder: none listed, each answered in one hop.
  const headers = JSON.parse(
    readFileSync(join(clientDir, '..', 'serving', 'headers.json'), 'utf8'),
  ) as { redirects: { moved: Record<string, string> } };
  let checked = 0;
  for (const path of pagePaths) {
    if (path === '/') continue;
    const capitalised = path.replace(
      /(^|[/-])([a-z])/g,
      (_, sep, c: string) => sep + c.toUpperCase(),
    );
    for (const typed of new Set([path.toUpperCase(), capitalised])) {
      if (typed === path) continue;
      await oneHop(typed, path);
      checked += 1;
    }
  }
  const mixes = Object.entries(headers.redirects.moved);
  expect(mixes.length).toBeGreaterThan(0);
  for (const [from, to] of mixes) {
    await oneHop(from, to);
    checked += 1;
  }
  expect(checked).toBeGreaterThan(pagePaths.size);
});

test('any other letter case of a page answers 301 to it in one hop (the Worker, which folds case)', async ({
  request,
}) => {
  // Every other letter upper-cased: no _redirects line names these.
  const listed = new Set(
    readFileSync(join(staticHostDir, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('/'))
      .map((line) => line.split(' ')[0]),
  );
  let byWorker = 0;
  const mixed = (path: string) =>
    [...path].map((c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  for (const { path } of pages) {
    const variant = mixed(path);
    if (variant === path) continue;
    const response = await request.get(`${variant}?utm_source=mail`, { maxRedirects: 0 });
    expect(response.status(), variant).toBe(301);
    expect(response.headers().location, variant).toBe(`${path}?utm_source=mail`);
    // Made by the Worker, with the security headers and the non-page policy (an address that
    // _redirects names is answered there, with its folder rule's headers: see the test above).
    if (!listed.has(variant)) byWorker += 1;
    if (!listed.has(variant))
      expectSecurityHeaders(
        {
          ...response.headers(),
          'content-security-policy': (response.headers()['content-security-policy'] ?? '').replace(
            '; upgrade-insecure-requests',
            '',
          ),
        },
        variant,
        'file',
      );
  }
  expect(byWorker).toBeGreaterThan(pages.length / 2);
  // Typed with Turkish letters, or a Turkish keyboard's capitals: one hop too (the same folding).
  for (const [typed, page] of <[string, string][]>[
    ['/hakk%C4%B1m%C4%B1zda', '/hakkimizda'],
    ['/%C4%B0LET%C4%B0%C5%9E%C4%B0M', '/iletisim'],
    ['/tedarik%C3%A7ilerimiz', '/tedarikcilerimiz'],
    [
      '/sekt%C3%B6rler/filtrasyon-sistemleri/mikroglass-filtre-medyas%C4%B1',
      '/sektorler/filtrasyon-sistemleri/mikroglass-filtre-medyasi',
    ],
  ]) {
    const response = await request.get(typed, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(response.headers().location, typed).toBe(page);
  }
  // An unknown address in any case is still its folder's 404, not a redirect: the folder found
  // in any case, as the browser's router finds the route that hydrates it.
  const unknown = await request.get('/SECTORS/no-such-sector', { maxRedirects: 0 });
  expect(unknown.status()).toBe(404);
  expect((await unknown.body()).equals(readBuilt('sectors/404.html'))).toBe(true);
  const csp = unknown.headers()['content-security-policy'] ?? '';
  expect(scriptSrc(csp)).toEqual(ownScripts('sectors/404.html').sort());
});
