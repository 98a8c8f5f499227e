// The one source of truth for the headers the site is served with: nginx (deploy/nginx.conf.template,
// rendered by nginx-config.mjs), the static hosts' _headers file and `pnpm start` (static-server.mjs)
// all take their headers, cache rules and content types from here.
//
// The Content-Security-Policy is computed from the built HTML: every executable inline <script> of
// every built page gets its sha256 in script-src, so no 'unsafe-inline' is ever needed. Data blocks
// such as <script type="application/ld+json"> are not executed and CSP does not apply to them.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import mime from 'mime-types';
import { parse } from 'parse5';
import { redirectRules, routeManifestOf } from './redirects.mjs';
import { NOT_FOUND_PAGE, notFoundPageFor } from '@defne/site/resolve';

export { NOT_FOUND_PAGE, notFoundPageFor };

export const DEFAULT_EMAILJS_ORIGIN = 'https://api.emailjs.com';

/** Cache-Control per kind of response. */
export const CACHE_CONTROL = Object.freeze({
  /** Vite's content-hashed files under /assets/: a new build gives new names. */
  asset: 'public, max-age=31536000, immutable',
  /** Pages: always revalidated (ETag/Last-Modified make that a cheap 304). */
  html: 'no-cache',
  /** Pictures keep their names when a company replaces them, so they are cached for a day only. */
  media: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Other files at the root (favicon, robots.txt, sitemap.xml, manifest). */
  other: 'public, max-age=3600',
});

/**
 * Where the kit's Content-Type differs from the `mime-db` table: `mime-db` gives `.xml` and `.svg`
 * no charset, but the build writes them as UTF-8 (the sitemap, pictures with Turkish text), and it
 * names `.ico` by its IANA type, where browsers, nginx's own `mime.types` and the servers before
 * this table sent `image/x-icon` (a changed header would change every cached favicon response).
 */
const CONTENT_TYPE_OVERRIDES = Object.freeze({
  // The product search's index (Pagefind's): gzip data its script unpacks itself, never sent
  // with a Content-Encoding (packages/site/src/search-pagefind.ts).
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.ico': 'image/x-icon',
});

/** The extensions a kit build serves: what nginx is told the types of (nginx-config.mjs). */
const SERVED_EXTENSIONS = Object.freeze([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.ico',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.avif',
  '.woff2',
  '.woff',
  '.pdf',
  '.pf_meta',
  '.pf_index',
  '.pf_fragment',
  '.pagefind',
]);

/**
 * Content type of an extension: the override above, or `mime-types` (the table Express and
 * `send` use), with its charset for text types.
 * @param {string} ext with its dot, lower case
 * @returns {string | undefined}
 */
function contentTypeOfExtension(ext) {
  /** @type {Readonly<Record<string, string>>} */
  const overrides = CONTENT_TYPE_OVERRIDES;
  return overrides[ext] ?? (mime.contentType(ext) || undefined);
}

/** Content types by file extension; nginx gets the same table (nginx-config.mjs). */
export const CONTENT_TYPES = Object.freeze(
  /** @type {Record<string, string>} */ (
    Object.fromEntries(SERVED_EXTENSIONS.map((ext) => [ext, contentTypeOfExtension(ext)]))
  ),
);

/** Extensions worth precompressing (text formats, and .ico which is mostly uncompressed bitmaps). */
export const COMPRESSIBLE_EXTENSIONS = Object.freeze([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.map',
  '.xml',
  '.txt',
  '.webmanifest',
  '.ico',
]);

/**
 * Build files that are not pages: host configuration, and React Router's SPA fallback shell
 * (every route is prerendered, unknown paths get the 404 page).
 */
export const PRIVATE_FILES = Object.freeze(['/_headers', '/_redirects', '/__spa-fallback.html']);

/**
 * The not-found pages of a build, deepest first: `/404.html` and each folder's own
 * (`/sectors/404.html`, `/en/404.html`: the kit prerenders one per language folder), as the route
 * manifest lists them. An unknown address answers with the nearest one up its folders, as static
 * hosts' `404-page` mode does. A build with no manifest (not a kit site's) has the 404 pages it
 * holds.
 * @param {string} root build/client
 * @returns {string[]}
 */
export function notFoundPages(root) {
  /** @type {string[]} */
  const out = [];
  const manifest = routeManifestOf(root);
  if (manifest) {
    out.push(...manifest.notFound.map((n) => n.page).filter((page) => page !== NOT_FOUND_PAGE));
    out.sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
    return [...out, NOT_FOUND_PAGE];
  }
  if (!existsSync(root)) return [NOT_FOUND_PAGE];
  /**
   * @param {string} dir
   * @param {string} url the folder's address, `/` or `/en/`
   */
  const walk = (dir, url) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets' || entry.name === 'media') continue;
      const folder = `${url}${entry.name}/`;
      if (existsSync(join(dir, entry.name, '404.html'))) out.push(`${folder}404.html`);
      walk(join(dir, entry.name), folder);
    }
  };
  walk(root, '/');
  out.sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  return [...out, NOT_FOUND_PAGE];
}

/** Where postbuild.mjs writes the scan of the build (under build/), read by the servers. */
export const MANIFEST_PATH = 'serving/headers.json';

/**
 * One built page and the hashes of its inline code (its own policy is made of them).
 * @typedef {object} PageHashes
 * @property {string} file path under build/client, e.g. `about/index.html`
 * @property {string} path its address, e.g. `/about`
 * @property {string[]} scriptHashes
 * @property {string[]} styleHashes
 * @property {string[]} styleAttributeHashes
 */

/**
 * The manifest postbuild writes to build/serving/headers.json (`manifestOf`): the servers and the
 * static hosts' files take every header from it.
 * @typedef {object} HeadersManifest
 * @property {string} enquiryOrigin the origin the build's forms post to (`enquiryOrigin`): where
 *   `defne-site start` runs the local outbox when it is a loopback address
 * @property {string[]} connectOrigins
 * @property {string[]} scriptHashes every page's together
 * @property {string[]} styleHashes
 * @property {string[]} styleAttributeHashes
 * @property {string[]} styleAttributeFiles the pages with style="" attributes
 * @property {PageHashes[]} pages
 * @property {string[]} problems inline code the policy cannot allow by hash
 * @property {import('./redirects.mjs').RedirectRules} redirects
 */

/**
 * What a server needs of a manifest: each page's hashes and the connect origins, and the redirect
 * rules (computed from the build when absent).
 * @typedef {object} ServedManifest
 * @property {string[]} connectOrigins
 * @property {Array<Omit<PageHashes, 'path'>>} pages
 * @property {import('./redirects.mjs').RedirectRules} [redirects]
 */

// https://html.spec.whatwg.org/multipage/scripting.html#javascript-mime-type
const JAVASCRIPT_MIME_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/**
 * CSP hash source of a text as the browser computes it: sha256 over its UTF-8 bytes.
 * @param {string} text
 */
export function hashSource(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Whether a <script> with this type attribute runs (and so is subject to script-src):
 * classic scripts, modules, import maps and speculation rules. Anything else is a data block.
 * @param {string | null | undefined} type the attribute value; null/undefined when absent
 */
export function isExecutableScriptType(type) {
  if (type === null || type === undefined) return true;
  const t = type.trim().toLowerCase();
  return (
    t === '' ||
    t === 'module' ||
    t === 'importmap' ||
    t === 'speculationrules' ||
    JAVASCRIPT_MIME_TYPES.has(t)
  );
}

/**
 * The parts of a parse5 node read here (of any kind: document, element, text, template).
 * @typedef {object} HtmlNode
 * @property {string} nodeName
 * @property {string} [tagName]
 * @property {string} [value] a text node's text
 * @property {Array<{ name: string, value: string }>} [attrs]
 * @property {HtmlNode[]} [childNodes]
 * @property {HtmlNode} [content] a template's contents
 */

/**
 * @param {HtmlNode} node
 * @param {string} name
 */
function attr(node, name) {
  const found = node.attrs?.find((a) => a.name === name);
  return found ? found.value : null;
}

/** @param {HtmlNode} node */
function textOf(node) {
  return (node.childNodes ?? [])
    .filter((c) => c.nodeName === '#text')
    .map((c) => c.value)
    .join('');
}

/**
 * The inline code of one HTML document, read by a spec-compliant HTML parser (parse5), so the text
 * is exactly what the browser hashes (line endings normalised, script data states honoured).
 * @param {string} html
 */
export function inlineSourcesOfHtml(html) {
  const result = {
    /** text of every executable inline script */
    scripts: /** @type {string[]} */ ([]),
    /** text of every <style> element */
    styles: /** @type {string[]} */ ([]),
    /** value of every style="" attribute */
    styleAttributes: /** @type {string[]} */ ([]),
    /** inline event handlers (onclick=...): CSP blocks them unless 'unsafe-hashes', which we refuse */
    eventHandlers: /** @type {string[]} */ ([]),
    /** javascript: URLs, blocked the same way */
    javascriptUrls: /** @type {string[]} */ ([]),
    /** a <meta http-equiv="Content-Security-Policy"> would combine with the header */
    metaCsp: false,
  };
  /** @param {HtmlNode} node */
  const visit = (node) => {
    if (node.tagName === 'script') {
      if (attr(node, 'src') === null && isExecutableScriptType(attr(node, 'type'))) {
        result.scripts.push(textOf(node));
      }
    } else if (node.tagName === 'style') {
      result.styles.push(textOf(node));
    } else if (
      node.tagName === 'meta' &&
      (attr(node, 'http-equiv') ?? '').toLowerCase() === 'content-security-policy'
    ) {
      result.metaCsp = true;
    }
    for (const a of node.attrs ?? []) {
      if (a.name === 'style') result.styleAttributes.push(a.value);
      else if (/^on[a-z]+$/.test(a.name)) result.eventHandlers.push(`${a.name}="${a.value}"`);
      else if (
        ['href', 'src', 'action', 'formaction'].includes(a.name) &&
        /^\s*javascript:/i.test(a.value)
      ) {
        result.javascriptUrls.push(a.value);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content); // <template> contents
  };
  visit(parse(html));
  return result;
}

/**
 * Every .html file under dir, as paths relative to it with forward slashes, sorted.
 * @param {string} dir
 */
export function listHtmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  /** @param {string} d */
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith('.html'))
        out.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/**
 * The canonical URL path of a built HTML file: about/index.html -> /about, index.html -> /,
 * 404.html -> /404.html (served for unknown paths, never under its own name).
 * @param {string} htmlFile path under build/client with forward slashes
 */
export function urlPathOf(htmlFile) {
  if (htmlFile === 'index.html') return '/';
  if (htmlFile.endsWith('/index.html')) return `/${htmlFile.slice(0, -'/index.html'.length)}`;
  return `/${htmlFile}`;
}

/** @param {string[]} values */
const sortedUnique = (values) => [...new Set(values)].sort();

/**
 * Scans every served HTML file of a build (all but PRIVATE_FILES) for inline code. Returns, per
 * page, the hashes its own policy needs (each page is served with its own CSP), the union of them
 * all, and problems that hashes cannot fix (inline event handlers, javascript: URLs, meta CSP).
 * @param {string} clientDir build/client
 */
export function scanBuild(clientDir) {
  const files = listHtmlFiles(clientDir).filter((file) => !PRIVATE_FILES.includes(`/${file}`));
  /** @type {PageHashes[]} */
  const pages = [];
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    const found = inlineSourcesOfHtml(readFileSync(join(clientDir, file), 'utf8'));
    pages.push({
      file,
      path: urlPathOf(file),
      scriptHashes: sortedUnique(found.scripts.map(hashSource)),
      styleHashes: sortedUnique(found.styles.map(hashSource)),
      styleAttributeHashes: sortedUnique(found.styleAttributes.map(hashSource)),
    });
    for (const handler of found.eventHandlers)
      problems.push(`${file}: inline event handler ${handler} (blocked by the CSP)`);
    for (const url of found.javascriptUrls)
      problems.push(`${file}: javascript: URL ${url} (blocked by the CSP)`);
    if (found.metaCsp)
      problems.push(
        `${file}: <meta http-equiv="Content-Security-Policy"> (the header is the one source)`,
      );
  }
  /** @param {'scriptHashes' | 'styleHashes' | 'styleAttributeHashes'} key */
  const all = (key) => sortedUnique(pages.flatMap((page) => page[key]));
  return {
    pages,
    scriptHashes: all('scriptHashes'),
    styleHashes: all('styleHashes'),
    styleAttributeHashes: all('styleAttributeHashes'),
    styleAttributeFiles: pages
      .filter((page) => page.styleAttributeHashes.length > 0)
      .map((page) => page.file),
    problems,
  };
}

/** The local EmailJS-compatible outbox (@defne/outbox), where enquiries go unless built for EmailJS. */
export const LOCAL_OUTBOX_ORIGIN = 'http://127.0.0.1:4174';

const EMAILJS_KEYS = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_CONTACT_TEMPLATE_ID',
  'VITE_EMAILJS_SHORT_TEMPLATE_ID',
];
/** Any form's template, the kit's two and each kind of the site's own (`VITE_EMAILJS_{KIND}_TEMPLATE_ID`). */
const TEMPLATE_VARIABLE = /^VITE_EMAILJS_[A-Z0-9_]+_TEMPLATE_ID$/;

/**
 * The origin the app's enquiry adapter posts to, by the same rule as `@defne/site/enquiry-env`
 * (a unit test holds the two together): VITE_EMAILJS_ORIGIN when set; otherwise EmailJS's API for
 * the emailjs target (VITE_ENQUIRY_TARGET / ENQUIRY_TARGET, or any EmailJS key set) and the local
 * outbox for the local target.
 * @param {Record<string, string | boolean | undefined>} env
 */
export function enquiryOrigin(env) {
  /** @param {string} name */
  const value = (name) =>
    typeof env[name] === 'string' && env[name].trim() !== '' ? env[name].trim() : undefined;
  const explicit = value('VITE_EMAILJS_ORIGIN');
  if (explicit) return explicit;
  const target =
    value('VITE_ENQUIRY_TARGET') ??
    value('ENQUIRY_TARGET') ??
    (EMAILJS_KEYS.some(value) || Object.keys(env).some((k) => TEMPLATE_VARIABLE.test(k) && value(k))
      ? 'emailjs'
      : 'local');
  return target === 'emailjs' ? DEFAULT_EMAILJS_ORIGIN : LOCAL_OUTBOX_ORIGIN;
}

/**
 * The origins connect-src allows besides 'self': the enquiry origin of the build.
 * @param {Record<string, string | boolean | undefined>} env
 */
export function connectOrigins(env) {
  const raw = enquiryOrigin(env);
  let origin;
  try {
    origin = new URL(raw).origin;
  } catch {
    throw new Error(`VITE_EMAILJS_ORIGIN is not a URL: "${raw}"`);
  }
  if (origin === 'null') throw new Error(`VITE_EMAILJS_ORIGIN has no origin: "${raw}"`);
  return [origin];
}

/**
 * The Content-Security-Policy. default-src 'none' denies every kind of fetch not listed.
 * @param {object} o
 * @param {string[]} o.scriptHashes
 * @param {string[]} [o.styleHashes] hashes of <style> elements
 * @param {string[]} [o.styleAttributeHashes] hashes of style="" attributes (CSP3 'unsafe-hashes')
 * @param {string[]} o.connectOrigins
 * @param {boolean} [o.https] served over TLS: adds upgrade-insecure-requests, and names the https
 *   form of an http connect origin (the local outbox): the browser upgrades the request before the
 *   policy checks it, so the http origin would only ever be a weaker, unused allowance
 */
export function buildCsp({
  scriptHashes,
  styleHashes = [],
  styleAttributeHashes = [],
  connectOrigins,
  https = false,
}) {
  const style = ["'self'", ...styleHashes];
  if (styleAttributeHashes.length > 0) style.push("'unsafe-hashes'", ...styleAttributeHashes);
  /** @type {Array<[string, string[]]>} */
  const directives = [
    ['default-src', ["'none'"]],
    // 'wasm-unsafe-eval': the product search's WebAssembly (Pagefind's, from the site's own
    // assets: packages/site/src/search-pagefind.ts) may be compiled; no JavaScript eval is allowed.
    ['script-src', ["'self'", "'wasm-unsafe-eval'", ...scriptHashes]],
    ['style-src', style],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    [
      'connect-src',
      ["'self'", ...connectOrigins.map((o) => (https ? o.replace(/^http:/, 'https:') : o))],
    ],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  const text = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (https) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/**
 * The policy of every response that is not a page: scripts, styles, pictures, fonts, redirects and
 * other files. A browser applies a response's CSP only to a document (or worker) made from it, so
 * these need no page's hashes: nothing may load or run in them, and nothing may frame them.
 */
export const NON_PAGE_CSP = [
  "default-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

/**
 * The security headers every response carries (pages, assets, redirects and 404s alike).
 * No Cross-Origin-Opener-Policy: with it, Chromium put each page in a renderer process of its own
 * and the page's first task took about twice as long; what it would protect, and the
 * measurements, are in `deploy/README.md`, "Policy".
 * @param {{ csp: string }} o
 * @returns {Array<[string, string]>}
 */
export function securityHeaders({ csp }) {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
  ];
}

/**
 * Cache-Control for a served file, by its path under build/client (forward slashes, leading /).
 * @param {string} filePath e.g. /assets/root-abc.js, /about/index.html, /media/x.webp
 */
export function cacheControlFor(filePath) {
  if (filePath.startsWith('/assets/')) return CACHE_CONTROL.asset;
  if (filePath.startsWith('/media/')) return CACHE_CONTROL.media;
  if (filePath.endsWith('.html')) return CACHE_CONTROL.html;
  return CACHE_CONTROL.other;
}

/**
 * Content-Type of a file by its name.
 * @param {string} filePath
 */
export function contentTypeFor(filePath) {
  const dot = filePath.lastIndexOf('.');
  const ext = dot >= 0 ? filePath.slice(dot).toLowerCase() : '';
  return (ext && contentTypeOfExtension(ext)) || 'application/octet-stream';
}

/**
 * Everything the servers need, from the build's manifest (written by postbuild.mjs): the security
 * headers of every response (with the non-page policy) and each page's own policy, by the path of
 * its file under build/client (`/index.html`, `/about/index.html`, `/sectors/404.html`).
 * @param {Pick<ServedManifest, 'pages' | 'connectOrigins'>} manifest
 * @param {{ https?: boolean }} [options]
 */
export function headersFromManifest(manifest, { https = false } = {}) {
  const pageCsps = new Map(
    manifest.pages.map((page) => [
      `/${page.file}`,
      buildCsp({ ...page, connectOrigins: manifest.connectOrigins, https }),
    ]),
  );
  return {
    csp: NON_PAGE_CSP,
    headers: securityHeaders({ csp: NON_PAGE_CSP }),
    /** file path under build/client -> that page's policy */
    pageCsps,
    /** The policy a response made from this file carries. */
    cspFor: (/** @type {string} */ filePath) => pageCsps.get(filePath) ?? NON_PAGE_CSP,
  };
}

/**
 * Scans a build and returns the manifest the servers read.
 * @param {string} clientDir
 * @param {Record<string, string | undefined>} env
 * @returns {HeadersManifest}
 */
export function manifestOf(clientDir, env) {
  const scan = scanBuild(clientDir);
  const origins = connectOrigins(env);
  return {
    enquiryOrigin: origins[0] ?? DEFAULT_EMAILJS_ORIGIN,
    connectOrigins: origins,
    scriptHashes: scan.scriptHashes,
    styleHashes: scan.styleHashes,
    styleAttributeHashes: scan.styleAttributeHashes,
    styleAttributeFiles: scan.styleAttributeFiles,
    pages: scan.pages,
    problems: scan.problems,
    redirects: redirectRules(clientDir),
  };
}
