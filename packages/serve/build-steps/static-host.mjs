// The static hosts' copy of a build (Cloudflare Workers static assets and Pages, Netlify), written
// by postbuild to build/static-host with its settings in build/wrangler.jsonc:
// - flat pages: about/index.html becomes about.html, so the hosts answer /about itself instead of
//   redirecting it to /about/ (which every canonical URL and the sitemap contradict);
// - only public files: no React Router SPA shell, no .br/.gz siblings (the hosts compress
//   themselves), no host configuration of ours. The `*.data` files stay: they are each page's
//   loader data, which the client router fetches on every navigation (public, as the page is);
// - `_headers`: the security headers, and each page's own Content-Security-Policy;
// - `_redirects`: the forgiving addresses of redirects.mjs (the other language's slugs, and the
//   letter cases people type: all capitals, or capitalised words, and a Turkish page's address
//   typed with Turkish letters or a Turkish keyboard's capitals), each one hop to its page.
// - a Worker (build/static-host-worker.mjs) for what no file answers: any other letter case of a
//   page or a moved address answers 301 in one hop (static hosts' redirects cannot fold case), and
//   everything else the nearest 404.html up its folders, status 404, with that page's headers.
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import {
  CACHE_CONTROL,
  COMPRESSIBLE_EXTENSIONS,
  NOT_FOUND_PAGE,
  PRIVATE_FILES,
  buildCsp,
  headersFromManifest,
  notFoundPages,
} from './headers.mjs';
import { routeManifestOf } from './redirects.mjs';

/** build/static-host: what a static host serves. */
export const STATIC_HOST_DIR = 'static-host';
/** build/wrangler.jsonc: Cloudflare's settings for it (`wrangler dev` / `wrangler deploy`). */
export const WRANGLER_CONFIG = 'wrangler.jsonc';
/** build/static-host-worker.mjs: Cloudflare runs it for every request no file answers. */
export const STATIC_HOST_WORKER = 'static-host-worker.mjs';
/**
 * Cloudflare's documented limits for a Worker with static assets (and Pages), which the build
 * checks before it writes the static hosts' copy (D25): `_headers` rules and line length,
 * `_redirects` static and dynamic rules, files per deployment and per file, and the Worker's size
 * after compression, by plan. Listed with their sources in packages/serve/deploy/README.md,
 * "Static hosts".
 */
export const CLOUDFLARE_LIMITS = Object.freeze({
  headerRules: 100,
  lineLength: 2000,
  redirects: 2000,
  dynamicRedirects: 100,
  fileBytes: 25 * 1024 * 1024,
  files: Object.freeze({ free: 20_000, paid: 100_000 }),
  workerBytes: Object.freeze({ free: 3_000_000, paid: 10_000_000 }),
});

/** The Cloudflare plans the build checks against (`defne-site postbuild --static-host-plan=…`). */
export const STATIC_HOST_PLANS = /** @type {const} */ (['free', 'paid']);

/**
 * Where a built file goes on a static host, or null when it is not served there.
 * @param {string} file path under build/client with forward slashes
 */
export function staticHostName(file) {
  if (PRIVATE_FILES.includes(`/${file}`)) return null;
  // Our precompressed siblings (postbuild): the hosts negotiate compression themselves.
  const compressed = /^(.*)\.(br|gz)$/.exec(file);
  if (compressed && COMPRESSIBLE_EXTENSIONS.some((ext) => (compressed[1] ?? '').endsWith(ext)))
    return null;
  if (file.endsWith('/index.html')) return `${file.slice(0, -'/index.html'.length)}.html`;
  return file;
}

/**
 * @param {string} dir
 * @param {string} [root]
 * @returns {string[]} every file under dir, relative to root with forward slashes
 */
function walk(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, root);
    return entry.isFile() ? [relative(root, full).split(sep).join('/')] : [];
  });
}

/**
 * The rules of a `_headers` or `_redirects` file, by the path each starts with.
 * @param {string} file
 */
function rulePaths(file) {
  return file.split('\n').filter((line) => line.startsWith('/'));
}

/**
 * The patterns of the `_headers` rules past Cloudflare's limit.
 * @param {string} headersFile
 */
export function pastLimit(headersFile) {
  return rulePaths(headersFile).slice(CLOUDFLARE_LIMITS.headerRules);
}

/**
 * `_headers` for Cloudflare (and Netlify, which ignores the detach lines). Cloudflare merges every
 * rule that matches a request and joins a header set twice with a comma: two policies, both
 * enforced. So each rule that sets the policy first detaches (`! Content-Security-Policy`) what a
 * broader rule set, and a request ends with exactly one: its page's own, its folder's not-found
 * page's for an unknown address, or the non-page policy for files.
 * @param {Pick<import('./headers.mjs').HeadersManifest, 'pages' | 'connectOrigins'>} manifest
 *   build/serving/headers.json
 * @param {string[]} files every file the static host serves (names under build/static-host)
 */
export function renderStaticHeadersFile(manifest, files) {
  const { headers, pageCsps, csp: nonPage } = headersFromManifest(manifest, { https: true });
  const lines = [
    '# Generated by defne-site postbuild (@defne/serve build-steps/static-host.mjs): do not edit.',
  ];
  /**
   * @param {string} pattern
   * @param {Array<[string, string | null | undefined]>} entries a null value detaches the header
   */
  const rule = (pattern, entries) => {
    lines.push(pattern);
    for (const [name, value] of entries)
      lines.push(value === null ? `  ! ${name}` : `  ${name}: ${value}`);
  };
  /**
   * Replaces a header a broader rule set (`! name` detaches it on Cloudflare): the policy of the
   * root's rule, the caching of a folder's rule (a `.data` file of a page in it, say).
   * @param {string} name
   * @param {string | undefined} value
   * @returns {Array<[string, string | null | undefined]>}
   */
  const replace = (name, value) => [
    [name, null],
    [name, value],
  ];
  const policy = (/** @type {string | undefined} */ value) =>
    replace('Content-Security-Policy', value);
  const cache = (/** @type {string} */ value) => replace('Cache-Control', value);
  const notFound = [...pageCsps.keys()].filter((f) => /(^|\/)404\.html$/.test(f.slice(1)));
  // Every response: the security headers; an unknown address at the root: the 404 page's policy.
  rule('/*', [
    ...headers.filter(([name]) => name !== 'Content-Security-Policy'),
    ['Content-Security-Policy', pageCsps.get(NOT_FOUND_PAGE) ?? nonPage],
  ]);
  // A folder with a not-found page of its own (a language's, a catalogue's) takes one rule for
  // everything in it: its pages and, for an unknown address, its not-found page, always
  // revalidated, with a policy that allows the inline code of each of them (nginx and `defne-site
  // start` keep each page's own policy). A page per rule would soon pass the
  // 100 rules Cloudflare applies: a product adds a page in every language. The loader data is no
  // script (boot-after-load.mjs), so the pages of a folder differ only in their inlined critical
  // CSS, a few kinds of it, and the folder's policy stays short. Shallow folders first.
  const folders = notFound
    .filter((f) => f !== NOT_FOUND_PAGE)
    .map((f) => f.slice(0, -'404.html'.length))
    .sort((a, b) => a.split('/').length - b.split('/').length);
  /** The deepest such folder a page is in, or undefined. @param {string} path */
  const folderOf = (path) => folders.filter((folder) => path.startsWith(folder)).at(-1);
  const pages = manifest.pages.filter((page) => !/(^|\/)404\.html$/.test(page.file));
  for (const folder of folders) {
    const members = [
      ...manifest.pages.filter((page) => `/${page.file}` === `${folder}404.html`),
      ...pages.filter((page) => folderOf(page.path) === folder),
    ];
    const all = (/** @type {'scriptHashes' | 'styleHashes' | 'styleAttributeHashes'} */ key) => [
      ...new Set(members.flatMap((page) => page[key] ?? [])),
    ];
    const policyOfFolder = buildCsp({
      scriptHashes: all('scriptHashes'),
      styleHashes: all('styleHashes'),
      styleAttributeHashes: all('styleAttributeHashes'),
      connectOrigins: manifest.connectOrigins,
      https: true,
    });
    rule(`${folder}*`, [['Cache-Control', CACHE_CONTROL.html], ...policy(policyOfFolder)]);
  }
  // Files: the non-page policy, and their own caching. Folders of files (the root's files by
  // extension at the end).
  rule('/assets/*', [...cache(CACHE_CONTROL.asset), ...policy(nonPage)]);
  rule('/media/*', [...cache(CACHE_CONTROL.media), ...policy(nonPage)]);
  // Each page outside those folders (the site's own pages): its own policy, always revalidated.
  for (const page of pages) {
    if (folderOf(page.path)) continue;
    rule(page.path, [
      ['Cache-Control', CACHE_CONTROL.html],
      ...policy(pageCsps.get(`/${page.file}`)),
    ]);
  }
  // The root's files by extension come last: Cloudflare applies the first 100 rules only, and
  // past that a page would lose its own policy (its scripts would not run), where a small root
  // file only keeps the catch-all policy and the host's default revalidation.
  const rootExtensions = [
    ...new Set(
      files
        .filter(
          (f) => !f.includes('/') && !f.endsWith('.html') && !f.startsWith('_') && f.includes('.'),
        )
        .map((f) => f.slice(f.lastIndexOf('.'))),
    ),
  ].sort();
  for (const ext of rootExtensions)
    rule(`/*${ext}`, [...cache(CACHE_CONTROL.other), ...policy(nonPage)]);
  return `${lines.join('\n')}\n`;
}

/**
 * `_redirects`: the addresses that moved (a renamed product's or sector's earlier slug, a removed
 * product), each in one hop to where it lives now, exactly as the route manifest lists them, so a
 * published address is kept on any host that reads the file (D19). Nothing else is listed: the
 * letter cases people type, Turkish letters and the other language's slugs are answered by the
 * Worker (`renderStaticHostWorker`), code the host runs, so the file grows with real moves only
 * and not with the catalogue (D25).
 * @param {ReadonlyArray<{ from: string, to: string }>} moves `moved` of the route manifest
 */
export function renderStaticRedirectsFile(moves) {
  const lines = [
    '# Written by defne-site postbuild from the route manifest (routes.json): each address that moved,',
    "# one hop to its page. Letter case, Turkish letters and the other language's slugs are folded by",
    '# the Worker (static-host-worker.mjs), as nginx and defne-site start fold them.',
  ];
  for (const { from, to } of moves) lines.push(`${from} ${to} 301`);
  return `${lines.join('\n')}\n`;
}

/**
 * Cloudflare's settings for the static host copy: nearest 404 page, no trailing-slash redirects.
 * @param {{ name?: string | undefined }} [options] the Worker's name
 */
export function wranglerConfig({ name = 'site' } = {}) {
  const config = {
    name,
    compatibility_date: '2026-11-01',
    // Since 2025-04-01 Cloudflare answers a browser's navigation (Sec-Fetch-Mode: navigate) that
    // matches no file with the 404 page itself, without running the Worker: a miscased or
    // Turkish-letter address typed into the address bar got the 404 page and React's #418 there,
    // while the same address fetched by a script got its 301. This flag has the Worker answer both.
    compatibility_flags: ['assets_navigation_has_no_effect'],
    main: `./${STATIC_HOST_WORKER}`,
    assets: {
      directory: `./${STATIC_HOST_DIR}`,
      binding: 'ASSETS',
      not_found_handling: '404-page',
      html_handling: 'auto-trailing-slash',
    },
  };
  return [
    '// Generated by defne-site postbuild: Cloudflare serves the static host copy of the build.',
    '// `defne-site serve:static-host` runs it locally (wrangler dev); `wrangler deploy` publishes it.',
    JSON.stringify(config, null, 2),
    '',
  ].join('\n');
}

/**
 * The Worker Cloudflare runs when no file answers a request (files and `_redirects` come first):
 * the same resolver as `defne-site start` (resolve.mjs) folds letter case in one hop, and an
 * unknown address gets its folder's 404 page with status 404 (its headers come from `_headers`).
 * @param {{ rules: { pages: string[], moved: Record<string, string> }, notFound: string[], headers: Array<[string, string]>, buildDir: string }} o
 */
export function renderStaticHostWorker({ rules, notFound, headers, buildDir }) {
  const resolveModule = relative(
    buildDir,
    fileURLToPath(import.meta.resolve('@defne/site/resolve')),
  )
    .split(sep)
    .join('/');
  return `// Generated by defne-site postbuild (@defne/serve build-steps/static-host.mjs): do not edit.
import { createResolver, notFoundPageFor } from '${resolveModule.startsWith('.') ? resolveModule : `./${resolveModule}`}';

const RULES = ${JSON.stringify(rules)};
const NOT_FOUND = ${JSON.stringify(notFound)};
const HEADERS = ${JSON.stringify(headers)};
const resolve = createResolver(RULES);

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    let pathname = null;
    try {
      pathname = decodeURIComponent(url.pathname.replace(/\\/{2,}/g, '/'));
    } catch {
      // not valid percent-encoding: the not-found page of its folder
    }
    const page = pathname === null || pathname.includes('\\0') ? null : resolve(pathname);
    if (page !== null && page !== url.pathname) {
      const headers = new Headers(HEADERS);
      headers.set('Location', encodeURI(page) + url.search);
      return new Response(null, { status: 301, headers });
    }
    const nearest = notFoundPageFor(NOT_FOUND, pathname ?? url.pathname).replace(/\\.html$/, '');
    const answer = await env.ASSETS.fetch(new Request(new URL(nearest, url), { headers: request.headers }));
    return new Response(request.method === 'HEAD' ? null : answer.body, {
      status: 404,
      headers: answer.headers,
    });
  },
};
`;
}

/**
 * @param {string} from
 * @param {string} to
 */
function place(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to); // same bytes, no copy: the build folder stays one size
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * What a host would refuse in a static hosts' copy, each as a plain sentence naming what fits
 * instead (D25): `_headers` and `_redirects` past their rules, too many files for the plan, a file
 * over the size a file may have, a Worker over the plan's size.
 * @param {{ files: ReadonlyArray<{ name: string, bytes: number }>, headersFile: string, redirectsFile: string, workerBytes: number, plan: 'free' | 'paid', moves: number }} o
 * @returns {string[]}
 */
export function staticHostProblems({
  files,
  headersFile,
  redirectsFile,
  workerBytes,
  plan,
  moves,
}) {
  const limits = CLOUDFLARE_LIMITS;
  const n = (/** @type {number} */ count) => count.toLocaleString('en');
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  /** @type {string[]} */
  const problems = [];
  const headerRules = rulePaths(headersFile).length;
  if (headerRules > limits.headerRules)
    problems.push(
      `_headers would have ${n(headerRules)} rules and Cloudflare applies the first ${limits.headerRules} only: ` +
        `${pastLimit(headersFile).join(', ')} would be served without their own headers (their scripts blocked)`,
    );
  const longest = Math.max(...headersFile.split('\n').map((line) => line.length));
  if (longest > limits.lineLength)
    problems.push(
      `_headers would have a line of ${n(longest)} characters; Cloudflare allows ${n(limits.lineLength)}`,
    );
  const redirectLines = rulePaths(redirectsFile);
  const dynamic = redirectLines.filter((line) => /[*:]/.test(line.split(' ')[0] ?? '')).length;
  if (redirectLines.length - dynamic > limits.redirects)
    problems.push(
      `${n(moves)} addresses moved (renamed or removed products and sectors), more than the ${n(limits.redirects)} ` +
        'static rules Cloudflare reads from _redirects. Deploy the copy as a Worker with static assets ' +
        '(`npx wrangler deploy --config build/wrangler.jsonc`): its Worker, build/static-host-worker.mjs, ' +
        'answers every moved address itself; then build with `defne-site postbuild --static-host-redirects=worker` ' +
        'so that _redirects lists none',
    );
  if (dynamic > limits.dynamicRedirects)
    problems.push(
      `_redirects would have ${n(dynamic)} dynamic rules; Cloudflare allows ${limits.dynamicRedirects}`,
    );
  if (files.length > limits.files[plan]) {
    const fits =
      plan === 'free' && files.length <= limits.files.paid
        ? `Cloudflare's paid plan takes ${n(limits.files.paid)}: build with \`defne-site postbuild --static-host-plan=paid\` for it, or serve the build with nginx (build/nginx)`
        : `no Cloudflare plan takes more than ${n(limits.files.paid)}: serve the build with nginx (build/nginx) or \`defne-site start\`, or deploy fewer pictures per product`;
    problems.push(
      `the static hosts' copy would have ${n(files.length)} files and Cloudflare's ${plan} plan takes ${n(limits.files[plan])} per deployment; ${fits}`,
    );
  }
  const large = files.filter((file) => file.bytes > limits.fileBytes);
  if (large.length > 0)
    problems.push(
      `${large.map((file) => `${file.name} (${mb(file.bytes)})`).join(', ')} ${large.length === 1 ? 'is' : 'are'} over the ` +
        `${mb(limits.fileBytes)} Cloudflare allows a file: make ${large.length === 1 ? 'it' : 'them'} smaller`,
    );
  if (workerBytes > limits.workerBytes[plan]) {
    const fits =
      plan === 'free' && workerBytes <= limits.workerBytes.paid
        ? `the paid plan allows ${mb(limits.workerBytes.paid)}: build with \`defne-site postbuild --static-host-plan=paid\``
        : 'serve the build with nginx (build/nginx) or `defne-site start`, which need no Worker';
    problems.push(
      `the static hosts' Worker would be ${mb(workerBytes)} compressed (its address rules grow with the pages) and ` +
        `Cloudflare's ${plan} plan allows ${mb(limits.workerBytes[plan])}; ${fits}`,
    );
  }
  return problems;
}

/**
 * Checks, then writes build/static-host, its Worker and build/wrangler.jsonc. Nothing is written
 * when a host would refuse the copy: the error names each problem and what fits instead.
 * @param {{ clientDir: string, buildDir: string, manifest: import('./headers.mjs').HeadersManifest, name?: string, plan?: 'free' | 'paid', redirects?: 'file' | 'worker' }} o
 *   `redirects: 'worker'` leaves the moved addresses to the Worker alone (past `_redirects`' limit)
 */
export function writeStaticHost({
  clientDir,
  buildDir,
  manifest,
  name,
  plan = 'free',
  redirects = 'file',
}) {
  const outDir = join(buildDir, STATIC_HOST_DIR);
  /** @type {Array<{ source: string, name: string, bytes: number }>} */
  const files = [];
  for (const file of walk(clientDir)) {
    const target = staticHostName(file);
    if (target === null) continue;
    files.push({ source: file, name: target, bytes: statSync(join(clientDir, file)).size });
  }
  const names = files.map((file) => file.name);
  const headersFile = renderStaticHeadersFile(manifest, names);
  const moves = routeManifestOf(clientDir)?.moved ?? [];
  const redirectsFile = renderStaticRedirectsFile(redirects === 'worker' ? [] : moves);
  const { headers } = headersFromManifest(manifest, { https: true });
  // The static host keeps the not-found pages under their names: the build's own list.
  const notFound = notFoundPages(clientDir);
  const worker = renderStaticHostWorker({ rules: manifest.redirects, notFound, headers, buildDir });
  // What Cloudflare measures: the Worker as uploaded, with the resolver it imports, compressed.
  const resolver = readFileSync(fileURLToPath(import.meta.resolve('@defne/site/resolve')));
  const workerBytes = gzipSync(Buffer.concat([Buffer.from(worker), resolver])).length;
  const problems = staticHostProblems({
    files,
    headersFile,
    redirectsFile,
    workerBytes,
    plan,
    moves: moves.length,
  });
  if (problems.length > 0) {
    throw new Error(
      `the static hosts' copy (build/${STATIC_HOST_DIR}) was not written, Cloudflare would refuse it:\n  - ${problems.join('\n  - ')}`,
    );
  }
  rmSync(outDir, { recursive: true, force: true });
  for (const file of files) place(join(clientDir, file.source), join(outDir, file.name));
  writeFileSync(join(outDir, '_headers'), headersFile);
  writeFileSync(join(outDir, '_redirects'), redirectsFile);
  writeFileSync(join(buildDir, WRANGLER_CONFIG), wranglerConfig({ name }));
  writeFileSync(join(buildDir, STATIC_HOST_WORKER), worker);
  return {
    outDir,
    files: files.length,
    headerRules: rulePaths(headersFile).length,
    longest: Math.max(...headersFile.split('\n').map((line) => line.length)),
    redirects: rulePaths(redirectsFile).length,
    workerBytes,
    plan,
  };
}
