import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import {
  CACHE_CONTROL,
  DEFAULT_EMAILJS_ORIGIN,
  NON_PAGE_CSP,
  buildCsp,
  cacheControlFor,
  connectOrigins,
  contentTypeFor,
  CONTENT_TYPES,
  hashSource,
  headersFromManifest,
  inlineSourcesOfHtml,
  isExecutableScriptType,
  manifestOf,
  scanBuild,
  securityHeaders,
  urlPathOf,
} from './headers.mjs';
import { renderNginxConfig, writeNginxConfig } from './nginx-config.mjs';
import { makeLocalCertificates } from '../ops/tls.mjs';
import { normaliseNotFoundPage, precompress } from './postbuild.mjs';
import {
  CLOUDFLARE_LIMITS,
  pastLimit,
  renderStaticHeadersFile,
  renderStaticRedirectsFile,
  staticHostName,
  staticHostProblems,
  writeStaticHost,
} from './static-host.mjs';
import { acceptedEncodings } from '../ops/static-server.mjs';

const fixture = readFileSync(
  new URL('./fixtures/inline-scripts.html.fixture', import.meta.url),
  'utf8',
);

// Expected hashes computed outside JavaScript: `printf '%s' "$text" | openssl dgst -sha256 -binary | base64`.
const EXPECTED_SCRIPT_HASHES = [
  "'sha256-SVz2KaHng6QS+QSq7iYajXHPsEMuGRb/BiLVMv5H46k='", // theme script in <head>
  "'sha256-6F02sroIobXiWAiqliQn/z/BDtzNpX7vMZ0O54ljqP0='", // importmap
  "'sha256-0A38zNlgNxo2qbYArxsU1mDaG3397KVnOYQUaEE3toA='", // type=" Module ", CRLF normalised to LF, non-ASCII
  "'sha256-4b6saPEWWJ3EVN45A+nx7CbXFlwSLu5NPmJZQQKFja0='", // "</scr" and "<!--" inside the script
  "'sha256-r8hM/VKc6hYsKeEX5rOsv1cUCIx8+EimB6OhJ2Do88o='", // inside <template>
  "'sha256-AsAEGqQTeGMDIso2o269k8U9eZOPTnrs5wAp4vyLBXs='", // SVG <script>
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='", // empty script
];

/** @type {string[]} */
const temps = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'serving-test-'));
  temps.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('script hashes', () => {
  it('hashes a text like openssl does', () => {
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(hashSource('window.inSvg = 1')).toBe(
      "'sha256-AsAEGqQTeGMDIso2o269k8U9eZOPTnrs5wAp4vyLBXs='",
    );
  });

  it('finds exactly the executable inline scripts of a page', () => {
    const found = inlineSourcesOfHtml(fixture);
    expect(found.scripts.map(hashSource)).toEqual(EXPECTED_SCRIPT_HASHES);
  });

  it('leaves out JSON-LD, other data blocks and external scripts', () => {
    const joined = inlineSourcesOfHtml(fixture).scripts.join('\n');
    expect(joined).not.toContain('schema.org');
    expect(joined).not.toContain('not code');
    expect(joined).not.toContain('not run either');
  });

  it('hashes <style> elements and style attributes separately', () => {
    const found = inlineSourcesOfHtml(fixture);
    expect(found.styles.map(hashSource)).toEqual([
      "'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='",
    ]);
    expect(found.styleAttributes.map(hashSource)).toEqual([
      "'sha256-NerDAUWfwD31YdZHveMrq0GLjsNFMwxLpZl0dPUeCcw='",
    ]);
  });

  it('reports what hashes cannot allow', () => {
    const found = inlineSourcesOfHtml(
      '<html><head><meta http-equiv="Content-Security-Policy" content="x"></head><body><a href="javascript:void 0" onclick="go()">x</a></body></html>',
    );
    expect(found.eventHandlers).toEqual(['onclick="go()"']);
    expect(found.javascriptUrls).toEqual(['javascript:void 0']);
    expect(found.metaCsp).toBe(true);
  });

  it.each([
    [null, true],
    ['', true],
    ['  ', true],
    ['module', true],
    [' MODULE ', true],
    ['text/javascript', true],
    ['application/javascript', true],
    ['importmap', true],
    ['speculationrules', true],
    ['application/ld+json', false],
    ['application/json', false],
    ['text/plain', false],
    ['text/babel', false],
  ])('type %j executes: %s', (type, executes) => {
    expect(isExecutableScriptType(type)).toBe(executes);
  });
});

describe('scanning a build', () => {
  function fakeBuild() {
    const dir = tempDir();
    mkdirSync(join(dir, 'about'), { recursive: true });
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(
      join(dir, 'index.html'),
      '<!DOCTYPE html><html><head><script>a()</script></head><body></body></html>',
    );
    writeFileSync(
      join(dir, 'about', 'index.html'),
      '<!DOCTYPE html><html><body><script>a()</script><script>b()</script></body></html>',
    );
    writeFileSync(join(dir, '__spa-fallback.html'), '<!DOCTYPE html><script>spa()</script>');
    mkdirSync(join(dir, '404'));
    writeFileSync(
      join(dir, '404', 'index.html'),
      '<!DOCTYPE html><html><body><h1>404</h1><script>c()</script></body></html>',
    );
    return dir;
  }

  it('collects the union of every served page, sorted, without duplicates or the SPA fallback', () => {
    const dir = fakeBuild();
    normaliseNotFoundPage(dir);
    const scan = scanBuild(dir);
    expect(scan.pages.map((p) => p.path)).toEqual(['/404.html', '/about', '/']);
    expect(scan.scriptHashes).toEqual(
      [hashSource('a()'), hashSource('b()'), hashSource('c()')].sort(),
    );
    expect(scan.scriptHashes).not.toContain(hashSource('spa()'));
  });

  it('moves 404/index.html to 404.html, so /404 is not a page of its own', () => {
    const dir = fakeBuild();
    expect(existsSync(join(dir, '404.html'))).toBe(false);
    expect(normaliseNotFoundPage(dir)).toBe(true);
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toContain('<h1>404</h1>');
    expect(existsSync(join(dir, '404'))).toBe(false);
  });

  it('maps built files to canonical URL paths', () => {
    expect(urlPathOf('index.html')).toBe('/');
    expect(urlPathOf('about/index.html')).toBe('/about');
    expect(urlPathOf('sektorler/filtrasyon/index.html')).toBe('/sektorler/filtrasyon');
    expect(urlPathOf('404.html')).toBe('/404.html');
  });

  it('names the configured EmailJS origin in the manifest', () => {
    const manifest = manifestOf(fakeBuild(), { VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:4174/' });
    expect(manifest.connectOrigins).toEqual(['http://127.0.0.1:4174']);
  });
});

describe('the policy', () => {
  /**
   * @param {string} file
   * @param {string} path
   * @param {string[]} scripts inline scripts' texts
   */
  const page = (file, path, scripts) => ({
    file,
    path,
    scriptHashes: scripts.map(hashSource),
    styleHashes: [],
    styleAttributeHashes: [],
  });
  const manifest = {
    scriptHashes: [hashSource('a()'), hashSource('b()'), hashSource('nf()')],
    styleHashes: [],
    styleAttributeHashes: [],
    connectOrigins: [DEFAULT_EMAILJS_ORIGIN],
    pages: [
      page('index.html', '/', ['a()']),
      page('about/index.html', '/about', ['a()', 'b()']),
      page('404.html', '/404.html', ['nf()']),
      page('en/404.html', '/en/404.html', ['nf()', 'en()']),
      page('en/about/index.html', '/en/about', ['en()']),
      page('en/more/index.html', '/en/more', ['en2()']),
    ],
  };

  it('has script hashes and no unsafe source', () => {
    const csp = buildCsp(manifest);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource('a()')}`);
    expect(csp).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    for (const directive of [
      "default-src 'none'",
      "style-src 'self'",
      "img-src 'self' data:",
      "font-src 'self'",
      "connect-src 'self' https://api.emailjs.com",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp.split('; ')).toContain(directive);
    }
  });

  it('upgrades insecure requests only when served over https', () => {
    expect(buildCsp(manifest)).not.toContain('upgrade-insecure-requests');
    expect(buildCsp({ ...manifest, https: true })).toMatch(/; upgrade-insecure-requests$/);
  });

  it("allows style attributes by hash with 'unsafe-hashes', never 'unsafe-inline'", () => {
    const csp = buildCsp({ ...manifest, styleAttributeHashes: [hashSource('color: red')] });
    expect(csp).toContain(`style-src 'self' 'unsafe-hashes' ${hashSource('color: red')}`);
    expect(csp).not.toContain("'unsafe-inline'");
  });

  it('reads the EmailJS origin from VITE_EMAILJS_ORIGIN', () => {
    expect(connectOrigins({ ENQUIRY_TARGET: 'emailjs' })).toEqual(['https://api.emailjs.com']);
    expect(connectOrigins({ VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 't' })).toEqual([
      'https://api.emailjs.com',
    ]);
    expect(connectOrigins({})).toEqual(['http://127.0.0.1:4174']);
    expect(connectOrigins({ VITE_EMAILJS_ORIGIN: 'https://mail.example.com/api/' })).toEqual([
      'https://mail.example.com',
    ]);
    expect(() => connectOrigins({ VITE_EMAILJS_ORIGIN: 'not a url' })).toThrow(
      /VITE_EMAILJS_ORIGIN/,
    );
  });

  it("names the origin the app posts to, by the enquiry config's own rule", async () => {
    const { assertEnquiryConfig } = await import('@defne/site/enquiry-env');
    const keys = {
      VITE_EMAILJS_PUBLIC_KEY: 'k',
      VITE_EMAILJS_SERVICE_ID: 's',
      VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'c',
      VITE_EMAILJS_SHORT_TEMPLATE_ID: 'h',
    };
    for (const env of [
      {},
      { ENQUIRY_TARGET: 'local' },
      { VITE_ENQUIRY_TARGET: 'local', VITE_EMAILJS_ORIGIN: 'http://127.0.0.1:5999' },
      keys,
      { ...keys, VITE_EMAILJS_ORIGIN: 'https://mail.example.com' },
      { ...keys, ENQUIRY_TARGET: 'emailjs' },
      // A form kind of the site's own: its template alone makes the build EmailJS's.
      { VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 't', VITE_ENQUIRY_TARGET: 'local' },
      { ...keys, VITE_EMAILJS_SAMPLE_TEMPLATE_ID: 't' },
    ]) {
      const built = JSON.parse(
        assertEnquiryConfig(env).define['import.meta.env.VITE_EMAILJS_ORIGIN'] ?? '',
      );
      expect(connectOrigins(env), JSON.stringify(env)).toEqual([new URL(built).origin]);
    }
  });

  it('sends every security header', () => {
    const names = securityHeaders({ csp: 'x' }).map(([n]) => n);
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Resource-Policy',
    ]);
    const hsts = Object.fromEntries(securityHeaders({ csp: 'x' }))['Strict-Transport-Security'];
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31536000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('caches by kind of path', () => {
    expect(cacheControlFor('/assets/root-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/about/index.html')).toBe('no-cache');
    expect(cacheControlFor('/404.html')).toBe('no-cache');
    expect(cacheControlFor('/media/sectors/paint/1.webp')).toBe(CACHE_CONTROL.media);
    expect(cacheControlFor('/robots.txt')).toBe(CACHE_CONTROL.other);
    expect(contentTypeFor('/x/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeFor('/site.webmanifest')).toBe('application/manifest+json; charset=utf-8');
  });

  it('takes content types from mime-types, but for the three it overrides', () => {
    expect(contentTypeFor('/assets/root-abc.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeFor('/media/doc/tds-tr.PDF')).toBe('application/pdf');
    expect(contentTypeFor('/media/hero.avif')).toBe('image/avif');
    // Not in the served list, still known to the maintained table.
    expect(contentTypeFor('/x.wasm')).toBe('application/wasm');
    // The overrides: UTF-8 text mime-db gives no charset, and the favicon's long-standing type.
    expect(contentTypeFor('/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeFor('/logo.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeFor('/favicon.ico')).toBe('image/x-icon');
    expect(contentTypeFor('/README')).toBe('application/octet-stream');
    expect(contentTypeFor('/x.unknown-kind')).toBe('application/octet-stream');
    expect(Object.keys(CONTENT_TYPES)).toContain('.woff2');
    expect(CONTENT_TYPES['.ico']).toBe('image/x-icon');
  });

  it('gives each page only its own hashes, and every other response the non-page policy', () => {
    const { pageCsps, cspFor, headers } = headersFromManifest(manifest);
    expect(cspFor('/about/index.html')).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${hashSource('a()')} ${hashSource('b()')};`,
    );
    expect(cspFor('/index.html')).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource('a()')};`);
    expect(cspFor('/404.html')).toContain(`script-src 'self' 'wasm-unsafe-eval' ${hashSource('nf()')};`);
    expect(pageCsps.size).toBe(6);
    for (const file of ['/assets/app.js', '/media/x.webp', '/favicon.svg', '/about.data'])
      expect(cspFor(file)).toBe(NON_PAGE_CSP);
    expect(Object.fromEntries(headers)['Content-Security-Policy']).toBe(NON_PAGE_CSP);
  });

  it('names the _headers rules Cloudflare would not apply, the last ones past its limit', () => {
    const rules = Array.from({ length: 102 }, (_, i) => `/page-${i}\n  Cache-Control: no-cache`);
    expect(pastLimit(`# header\n${rules.join('\n')}\n`)).toEqual(['/page-100', '/page-101']);
    expect(pastLimit(rules.slice(0, 100).join('\n'))).toEqual([]);
  });

  it('writes _headers where every request ends with exactly one policy, its own', () => {
    const files = [
      'index.html',
      'about.html',
      '404.html',
      'en/404.html',
      'en/about.html',
      'favicon.svg',
      'robots.txt',
      'about.data',
      'assets/a.js',
    ];
    const text = renderStaticHeadersFile(manifest, files);
    const { pageCsps, csp } = headersFromManifest(manifest, { https: true });
    const rules = new Map();
    let current;
    for (const line of text.split('\n')) {
      if (line.startsWith('/')) rules.set((current = line), []);
      else if (line.startsWith('  ')) rules.get(current).push(line.trim());
    }
    expect([...rules.keys()]).toEqual([
      '/*',
      // The English folder: its pages and its not-found page, in one rule.
      '/en/*',
      '/assets/*',
      '/media/*',
      '/',
      '/about',
      // The root's files last: past Cloudflare's 100 rules, a page would lose its own policy.
      '/*.data',
      '/*.svg',
      '/*.txt',
    ]);
    // Cloudflare merges every matching rule, in order; "! name" detaches what came before.
    /**
     * @param {string} pattern
     * @param {string} path
     */
    const matches = (pattern, path) =>
      new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`).test(
        path,
      );
    /**
     * The values of header `name` a request for `path` ends with, detaches applied.
     * @param {string} name
     * @param {string} path
     */
    const headerOf = (name, path) => {
      /** @type {string[]} */
      let values = [];
      for (const [pattern, lines] of rules) {
        if (!matches(pattern, path)) continue;
        for (const line of lines) {
          if (line === `! ${name}`) values = [];
          else if (line.startsWith(`${name}: `)) values.push(line.slice(name.length + 2));
        }
      }
      return values;
    };
    const policyOf = (/** @type {string} */ path) => headerOf('Content-Security-Policy', path);
    const cachingOf = (/** @type {string} */ path) => headerOf('Cache-Control', path);
    expect(policyOf('/')).toEqual([pageCsps.get('/index.html')]);
    expect(policyOf('/about')).toEqual([pageCsps.get('/about/index.html')]);
    // The English folder's one policy allows the inline code of its page and its 404 page.
    const [english] = policyOf('/en/about');
    expect(policyOf('/en/nope')).toEqual([english]);
    expect(english).toContain(
      `script-src 'self' 'wasm-unsafe-eval' ${hashSource('nf()')} ${hashSource('en()')} ${hashSource('en2()')};`,
    );
    for (const path of ['/', '/about', '/en/about', '/en/nope', '/en/more'])
      expect(cachingOf(path), path).toEqual(['no-cache']);
    expect(cachingOf('/en/about.data')).toEqual([CACHE_CONTROL.other]);
    expect(cachingOf('/assets/a.js')).toEqual([CACHE_CONTROL.asset]);
    expect(policyOf('/nope')).toEqual([pageCsps.get('/404.html')]);
    for (const file of ['/assets/a.js', '/favicon.svg', '/en/about.data', '/media/x.webp'])
      expect(policyOf(file), file).toEqual([csp]);
    expect(text).toContain('/*\n  Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(text).toContain('/about\n  Cache-Control: no-cache');
  });

  it('keeps the number of _headers rules when a folder with its own 404 page gains pages', () => {
    const many = {
      ...manifest,
      pages: [
        ...manifest.pages,
        ...Array.from({ length: 300 }, (_, i) =>
          page(`en/p${i}/index.html`, `/en/p${i}`, ['en()']),
        ),
      ],
    };
    const count = (/** @type {typeof manifest} */ m) =>
      renderStaticHeadersFile(m, ['index.html'])
        .split('\n')
        .filter((l) => l.startsWith('/')).length;
    expect(count(many)).toBe(count(manifest));
    expect(pastLimit(renderStaticHeadersFile(many, ['index.html']))).toEqual([]);
  });

  it('names only the pages of a static host flat, and leaves out what is private', () => {
    expect(staticHostName('about/index.html')).toBe('about.html');
    expect(staticHostName('sectors/paint/index.html')).toBe('sectors/paint.html');
    expect(staticHostName('index.html')).toBe('index.html');
    expect(staticHostName('sectors/404.html')).toBe('sectors/404.html');
    expect(staticHostName('about.data')).toBe('about.data');
    expect(staticHostName('__spa-fallback.html')).toBe(null);
    expect(staticHostName('assets/a.js.br')).toBe(null);
    expect(staticHostName('index.html.gz')).toBe(null);
    expect(staticHostName('media/a.webp')).toBe('media/a.webp');
  });

  it('lists only the addresses that moved in _redirects, each one hop, whatever the catalogue size', () => {
    const moves = [
      { from: '/sectors/paint/old-ink', to: '/sectors/paint/ink' },
      { from: '/sectors/paint/removed-varnish', to: '/sectors/paint' },
    ];
    const lines = (/** @type {string} */ text) => text.split('\n').filter((l) => l.startsWith('/'));
    expect(lines(renderStaticRedirectsFile(moves))).toEqual([
      '/sectors/paint/old-ink /sectors/paint/ink 301',
      '/sectors/paint/removed-varnish /sectors/paint 301',
    ]);
    // No letter-case or Turkish forms of pages: the Worker folds them (static-host.spec.ts).
    expect(lines(renderStaticRedirectsFile([]))).toEqual([]);
    expect(renderStaticRedirectsFile([])).toContain('Worker');
  });

  describe("the hosts' documented limits (D25)", () => {
    const within = {
      files: [{ name: 'index.html', bytes: 10_000 }],
      headersFile: '/*\n  X-Frame-Options: DENY\n',
      redirectsFile: renderStaticRedirectsFile([]),
      workerBytes: 20_000,
      plan: /** @type {const} */ ('free'),
      moves: 0,
    };
    const many = (/** @type {number} */ count) =>
      Array.from({ length: count }, (_, i) => ({ name: `media/${i}.webp`, bytes: 1000 }));

    it('finds nothing to refuse in a copy within them', () => {
      expect(staticHostProblems(within)).toEqual([]);
    });

    it('refuses more files than the plan takes, naming the plan or the deployment that fits', () => {
      const free = staticHostProblems({ ...within, files: many(CLOUDFLARE_LIMITS.files.free + 1) });
      expect(free).toHaveLength(1);
      expect(free[0]).toContain('20,001 files');
      expect(free[0]).toContain('--static-host-plan=paid');
      expect(
        staticHostProblems({
          ...within,
          plan: 'paid',
          files: many(CLOUDFLARE_LIMITS.files.free + 1),
        }),
      ).toEqual([]);
      const none = staticHostProblems({
        ...within,
        plan: 'paid',
        files: many(CLOUDFLARE_LIMITS.files.paid + 1),
      });
      expect(none[0]).toContain('no Cloudflare plan');
      expect(none[0]).toContain('nginx');
    });

    it('refuses a file over 25 MiB, naming it and its size', () => {
      const problems = staticHostProblems({
        ...within,
        files: [...within.files, { name: 'media/brochure.pdf', bytes: 30 * 1024 * 1024 }],
      });
      expect(problems).toEqual([expect.stringContaining('media/brochure.pdf (31.5 MB)')]);
    });

    it('refuses moves past the 2,000 static redirects, naming the Worker deployment', () => {
      const moves = Array.from({ length: 2001 }, (_, i) => ({ from: `/old-${i}`, to: '/' }));
      const problems = staticHostProblems({
        ...within,
        redirectsFile: renderStaticRedirectsFile(moves),
        moves: moves.length,
      });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toContain('2,001 addresses moved');
      expect(problems[0]).toContain('wrangler deploy');
      expect(problems[0]).toContain('--static-host-redirects=worker');
      const atLimit = moves.slice(0, 2000);
      expect(
        staticHostProblems({ ...within, redirectsFile: renderStaticRedirectsFile(atLimit) }),
      ).toEqual([]);
    });

    it('writes nothing of the copy when a host would refuse it', () => {
      const buildDir = tempDir();
      const clientDir = join(buildDir, 'client');
      mkdirSync(join(clientDir, 'media'), { recursive: true });
      writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
      // A sparse file: its size is what the host measures, without writing 26 MiB here.
      writeFileSync(join(clientDir, 'media', 'catalogue.pdf'), '');
      truncateSync(join(clientDir, 'media', 'catalogue.pdf'), 26 * 1024 * 1024);
      const manifest = manifestOf(clientDir, {});
      expect(() => writeStaticHost({ clientDir, buildDir, manifest })).toThrow(
        /not written[\s\S]*media\/catalogue\.pdf \(27\.3 MB\)/,
      );
      for (const name of ['static-host', 'wrangler.jsonc', 'static-host-worker.mjs'])
        expect(existsSync(join(buildDir, name)), name).toBe(false);
      truncateSync(join(clientDir, 'media', 'catalogue.pdf'), 1024);
      const written = writeStaticHost({ clientDir, buildDir, manifest });
      expect(written.files).toBe(2);
      expect(existsSync(join(buildDir, 'static-host', 'media', 'catalogue.pdf'))).toBe(true);
      expect(written.workerBytes).toBeGreaterThan(1000);
    });

    it("refuses _headers past 100 rules and a Worker over the plan's size", () => {
      const rules = Array.from({ length: 101 }, (_, i) => `/page-${i}\n  X-A: b`).join('\n');
      expect(staticHostProblems({ ...within, headersFile: rules })[0]).toContain('/page-100');
      const big = staticHostProblems({ ...within, workerBytes: 3_500_000 });
      expect(big[0]).toContain('3.5 MB compressed');
      expect(big[0]).toContain('--static-host-plan=paid');
      expect(staticHostProblems({ ...within, plan: 'paid', workerBytes: 3_500_000 })).toEqual([]);
    });
  });

  it('renders an nginx config that sets every header with always and that nginx accepts', () => {
    const dir = tempDir();
    const { config, snippet } = renderNginxConfig({
      manifest,
      root: dir,
      runtimeDir: dir,
      listen: '127.0.0.1:1',
      brotli: false,
    });
    expect(config).not.toMatch(/\{\{[A-Z_]+\}\}/);
    for (const [name] of securityHeaders({ csp: 'x' }))
      expect(snippet).toMatch(
        name === 'Content-Security-Policy'
          ? /^add_header Content-Security-Policy \$site_csp always;$/m
          : new RegExp(`^add_header ${name} ".+" always;$`, 'm'),
      );
    expect(config).toContain(
      `/about/index.html "${headersFromManifest(manifest).cspFor('/about/index.html')}";`,
    );
    expect(config).toContain(`default "${NON_PAGE_CSP}";`);
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('error_page 404 /404.html;');
    if (existsSync('/usr/sbin/nginx')) {
      const file = writeNginxConfig({
        manifest,
        root: dir,
        runtimeDir: dir,
        listen: '127.0.0.1:1',
      });
      const check = spawnSync(
        '/usr/sbin/nginx',
        ['-t', '-q', '-p', dir, '-c', file, '-e', 'stderr'],
        { encoding: 'utf8' },
      );
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    }
  });
});

describe('the deployment policy', () => {
  const fakeBuild = () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><script>a()</script>');
    return dir;
  };

  it('has no http: source in the deployment build (EmailJS, placeholder keys) nor over local TLS', () => {
    const deployment = manifestOf(fakeBuild(), {
      ENQUIRY_TARGET: 'emailjs',
      VITE_EMAILJS_PUBLIC_KEY: 'placeholder-public-key',
      VITE_EMAILJS_SERVICE_ID: 'service_placeholder',
      VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
      VITE_EMAILJS_SHORT_TEMPLATE_ID: 'template_short',
    });
    const sources = (/** @type {string} */ csp) =>
      csp.split(/;\s*/).flatMap((d) => d.split(' ').slice(1));
    /**
     * @param {import('./headers.mjs').ServedManifest} manifest
     * @param {boolean} https
     */
    const pagePolicy = (manifest, https) =>
      headersFromManifest(manifest, { https }).cspFor('/index.html');
    for (const https of [true, false]) {
      const csp = pagePolicy(deployment, https);
      expect(sources(csp).filter((s) => s.startsWith('http:'))).toEqual([]);
      expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    }
    const local = manifestOf(fakeBuild(), {});
    expect(pagePolicy(local, false)).toContain("connect-src 'self' http://127.0.0.1:4174");
    const overTls = pagePolicy(local, true);
    expect(overTls).toContain("connect-src 'self' https://127.0.0.1:4174;");
    expect(sources(overTls).filter((s) => s.startsWith('http:'))).toEqual([]);
  });
});

describe('nginx over TLS', () => {
  const manifest = {
    connectOrigins: [DEFAULT_EMAILJS_ORIGIN],
    pages: [
      {
        file: 'index.html',
        scriptHashes: [hashSource('a()')],
        styleHashes: [],
        styleAttributeHashes: [],
      },
    ],
  };

  it('listens with ssl, redirects plain http to https and sends upgrade-insecure-requests', () => {
    const dir = tempDir();
    const { certificate, key } = makeLocalCertificates(join(dir, 'tls'));
    const options = {
      manifest,
      root: dir,
      runtimeDir: dir,
      listen: '127.0.0.1:8443',
      brotli: false,
      tls: { certificate, key, httpListen: '127.0.0.1:8080', httpsPort: 8443 },
    };
    const { config, snippet } = renderNginxConfig(options);
    expect(config).toContain('listen 127.0.0.1:8443 ssl;');
    expect(config).toContain(`ssl_certificate ${certificate};`);
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('return 301 https://$host:8443$request_uri;');
    expect(config).toMatch(/^ +\/index\.html ".*; upgrade-insecure-requests";$/m);
    expect(snippet).toContain('add_header Content-Security-Policy $site_csp always;');
    expect(snippet).toContain('Strict-Transport-Security "max-age=63072000; includeSubDomains"');
    const file = writeNginxConfig(options);
    const check = spawnSync(
      '/usr/sbin/nginx',
      ['-t', '-q', '-p', dir, '-c', file, '-e', 'stderr'],
      {
        encoding: 'utf8',
      },
    );
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it("makes a certificate for localhost signed by the run's own CA", () => {
    const dir = tempDir();
    const { ca, certificate } = makeLocalCertificates(dir);
    const verify = spawnSync('openssl', ['verify', '-CAfile', ca, certificate], {
      encoding: 'utf8',
    });
    expect(verify.stdout.trim()).toBe(`${certificate}: OK`);
    const text = spawnSync(
      'openssl',
      ['x509', '-in', certificate, '-noout', '-ext', 'subjectAltName'],
      {
        encoding: 'utf8',
      },
    ).stdout;
    expect(text).toContain('DNS:localhost');
    expect(text).toContain('IP Address:127.0.0.1');
  });
});

describe('precompression', () => {
  it('writes .gz and .br that decompress to the original, where it pays', async () => {
    const dir = tempDir();
    const big = 'const x = "kuzeyhan";\n'.repeat(200);
    writeFileSync(join(dir, 'app.js'), big);
    writeFileSync(join(dir, 'tiny.css'), 'a{b:c}');
    writeFileSync(
      join(dir, 'random.svg'),
      Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)),
    );
    writeFileSync(join(dir, 'photo.webp'), big);
    const stats = await precompress(dir);
    expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(big);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(big);
    expect(existsSync(join(dir, 'tiny.css.gz'))).toBe(false);
    expect(existsSync(join(dir, 'photo.webp.gz'))).toBe(false);
    expect(stats.gzip).toBeGreaterThanOrEqual(1);
    expect(stats.skipped).toBeGreaterThanOrEqual(1);
  });

  it('reuses the copies of unchanged bytes from its cache, the same bytes, and keeps only what a build used', async () => {
    const dir = tempDir();
    const cacheDir = join(tempDir(), 'cache');
    const page = (/** @type {string} */ word) => `<p>${word}</p>\n`.repeat(300);
    writeFileSync(join(dir, 'a.html'), page('kuzeyhan'));
    writeFileSync(join(dir, 'b.html'), page('defne'));
    const first = await precompress(dir, { cacheDir });
    expect(first.reused).toBe(0);
    const bytes = (/** @type {string} */ name) => readFileSync(join(dir, name));
    const before = ['a.html.gz', 'a.html.br', 'b.html.gz', 'b.html.br'].map(bytes);
    expect(readdirSync(cacheDir)).toHaveLength(4);
    // One page changed: only its copies are made again; the other's come from the cache.
    writeFileSync(join(dir, 'b.html'), page('kimya'));
    const second = await precompress(dir, { cacheDir });
    expect(second.reused).toBe(2);
    expect(bytes('a.html.gz').equals(/** @type {Buffer} */ (before[0]))).toBe(true);
    expect(bytes('a.html.br').equals(/** @type {Buffer} */ (before[1]))).toBe(true);
    expect(brotliDecompressSync(bytes('b.html.br')).toString()).toBe(page('kimya'));
    // b's earlier copies are gone from the cache: it holds this build's four.
    expect(readdirSync(cacheDir)).toHaveLength(4);
    // Without a cache: the same bytes as with one.
    const plain = tempDir();
    writeFileSync(join(plain, 'a.html'), page('kuzeyhan'));
    await precompress(plain);
    expect(readFileSync(join(plain, 'a.html.br')).equals(bytes('a.html.br'))).toBe(true);
    expect(readFileSync(join(plain, 'a.html.gz')).equals(bytes('a.html.gz'))).toBe(true);
  });
});

describe('precompression of many pages', () => {
  it('brotlis pages at quality 7 past the weight limit, scripts still at 11, each decoding to the original', async () => {
    const dir = tempDir();
    const page = `<main>${'<p class="card">Kuzeyhan Kimya, İstanbul</p>'.repeat(400)}</main>`;
    const script = 'export const kuzeyhan = "kimya";\n'.repeat(300);
    writeFileSync(join(dir, 'a.html'), page);
    writeFileSync(join(dir, 'app.js'), script);
    const small = await precompress(dir);
    expect(small.pageQuality).toBe(11);
    const best = readFileSync(join(dir, 'a.html.br'));
    const heavy = await precompress(dir, { pageBytesAtBest: 1024 });
    expect(heavy.pageQuality).toBe(7);
    const fast = readFileSync(join(dir, 'a.html.br'));
    expect(brotliDecompressSync(fast).toString()).toBe(page);
    expect(fast.equals(best)).toBe(false);
    expect(
      fast.equals(
        brotliCompressSync(Buffer.from(page), {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 7,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(page),
          },
        }),
      ),
    ).toBe(true);
    expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(script);
  });
});

describe('content negotiation of pnpm start', () => {
  it.each([
    ['br, gzip', { br: true, gzip: true }],
    ['gzip', { br: false, gzip: true }],
    ['br;q=0, gzip;q=0.5', { br: false, gzip: true }],
    ['*', { br: true, gzip: true }],
    ['identity', { br: false, gzip: false }],
    [undefined, { br: false, gzip: false }],
  ])('Accept-Encoding %j', (header, expected) => {
    expect(acceptedEncodings(header)).toEqual(expected);
  });
});
