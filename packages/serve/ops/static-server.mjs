#!/usr/bin/env node
// `defne-site start`: serves the prerendered site from build/client on PORT (default 4173) the way nginx
// does (deploy/nginx.conf.template): the same security headers and cache rules (build-steps/headers.mjs),
// precompressed .br/.gz files when accepted, one canonical URL per page (301 from the trailing-slash
// form), the 404 page with status 404. It also starts the local outbox so the forms can send.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import Negotiator from 'negotiator';
import send from 'send';
import {
  COMPRESSIBLE_EXTENSIONS,
  MANIFEST_PATH,
  PRIVATE_FILES,
  notFoundPageFor,
  notFoundPages,
  cacheControlFor,
  contentTypeFor,
  headersFromManifest,
  manifestOf,
} from '../build-steps/headers.mjs';
import { builtEnquiryOrigin, outboxPlan, startOutbox } from './outbox.mjs';
import { redirectRules } from '../build-steps/redirects.mjs';
import { createResolver, withoutSlash } from '@defne/site/resolve';
import { buildDir, clientDir } from '../shared/site-dir.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const defaultRoot = clientDir;

/**
 * The manifest postbuild.mjs wrote; computed from the build when it is missing.
 * @param {string} root build/client
 * @returns {import('../build-steps/headers.mjs').ServedManifest}
 */
function loadManifest(root) {
  // The manifest beside the served build's client folder: another site's build (`root`) is served
  // with its own pages' policies, not the current folder's.
  const file = join(dirname(resolve(root)), MANIFEST_PATH);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  console.warn(
    `[start] ${MANIFEST_PATH} missing (build without defne-site postbuild?): scanning the build`,
  );
  return manifestOf(root, process.env);
}

/**
 * Encodings the client accepts with q > 0, by RFC 9110 content negotiation.
 * @param {string | undefined} header Accept-Encoding
 */
export function acceptedEncodings(header) {
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings([
    'br',
    'gzip',
  ]);
  return { br: accepted.includes('br'), gzip: accepted.includes('gzip') };
}

/**
 * The file an address names under root, or null (none, a folder, or outside root).
 * @param {string} root ending with the path separator
 * @param {string} urlPath decoded
 */
function fileAt(root, urlPath) {
  const file = join(root, normalize(urlPath));
  if (!file.startsWith(root)) return null;
  try {
    const stat = statSync(file);
    return stat.isFile() ? { file, stat } : null;
  } catch {
    return null;
  }
}

/**
 * The request handler.
 * @param {{ root?: string, manifest?: import('../build-steps/headers.mjs').ServedManifest }} [options]
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function createHandler({ root = defaultRoot, manifest = loadManifest(root) } = {}) {
  const rootDir = root.endsWith(sep) ? root : root + sep;
  // Every response carries the security headers with the non-page policy; a page replaces it with
  // its own (only its own inline code's hashes).
  const { headers: security, cspFor } = headersFromManifest(manifest, { https: false });

  /** @param {ServerResponse} res */
  const setSecurity = (res) => {
    for (const [name, value] of security) res.setHeader(name, value);
  };

  /**
   * Sends a file with the headers nginx gives it, its precompressed twin when the client takes one;
   * `send` does the rest (conditional requests, ranges, HEAD, streaming).
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {number} status
   * @param {string} urlPath the file's path under root
   * @param {{ file: string, stat: import('node:fs').Stats }} found `fileAt`
   */
  const sendFile = (req, res, status, urlPath, found) => {
    const ext = urlPath.slice(urlPath.lastIndexOf('.')).toLowerCase();
    res.setHeader('Content-Type', contentTypeFor(urlPath));
    res.setHeader('Content-Security-Policy', cspFor(urlPath));
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
    let { file, stat } = found;
    if (COMPRESSIBLE_EXTENSIONS.includes(ext)) {
      const accepted = acceptedEncodings(req.headers['accept-encoding']);
      /** @type {Array<['br' | 'gzip', string]>} */
      const variants = [
        ['br', '.br'],
        ['gzip', '.gz'],
      ];
      const present = variants.filter(([, suffix]) => existsSync(file + suffix));
      if (present.length > 0) res.setHeader('Vary', 'Accept-Encoding');
      const chosen = present.find(([name]) => accepted[name]);
      if (chosen) {
        file += chosen[1];
        stat = statSync(file);
        res.setHeader('Content-Encoding', chosen[0]);
      }
    }
    // nginx's validator (hex mtime and size), so a page revalidates alike on both servers.
    res.setHeader(
      'ETag',
      `"${Math.floor(stat.mtimeMs / 1000).toString(16)}-${stat.size.toString(16)}"`,
    );
    res.statusCode = status;
    // A not-found page is never a 304 or a range of itself: it answers 404 in full.
    send(req, file.slice(rootDir.length).split(sep).map(encodeURIComponent).join('/'), {
      root: rootDir,
      index: false,
      // The file was found above (`fileAt`, inside root): a dotfile such as .well-known's is served.
      dotfiles: 'allow',
      cacheControl: false,
      acceptRanges: status === 200,
    })
      .on('error', () => (res.headersSent ? res.destroy() : res.writeHead(500).end()))
      .pipe(res);
  };

  const pages = notFoundPages(rootDir);
  const resolve = createResolver(manifest.redirects ?? redirectRules(rootDir));
  /**
   * @param {IncomingMessage} req
   * @param {ServerResponse} res
   * @param {string} [pathname] the address asked for (its folder's 404 page answers)
   */
  const notFound = (req, res, pathname = '/') => {
    const nearest = notFoundPageFor(pages, pathname);
    const page = fileAt(rootDir, nearest);
    if (page) {
      sendFile(req, res, 404, nearest, page);
      return;
    }
    res.writeHead(404, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-cache',
    });
    res.end('404 - Page Not Found\n');
  };

  /**
   * @param {ServerResponse} res
   * @param {string} location
   */
  const redirect = (res, location) => {
    res.writeHead(301, { Location: location, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`Moved to ${location}\n`);
  };

  return (req, res) => {
    setSecurity(res);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('405 - Method Not Allowed\n');
      return;
    }
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const query = queryAt >= 0 ? rawUrl.slice(queryAt) : '';
    let pathname;
    try {
      pathname = decodeURIComponent(
        (queryAt >= 0 ? rawUrl.slice(0, queryAt) : rawUrl).replace(/\/{2,}/g, '/'),
      );
    } catch {
      // Not valid percent-encoding: still the not-found page of the folder it was typed under.
      notFound(req, res, queryAt >= 0 ? rawUrl.slice(0, queryAt) : rawUrl);
      return;
    }
    if (!pathname.startsWith('/') || pathname.includes('\0')) {
      notFound(req, res, pathname.replaceAll('\0', ''));
      return;
    }
    const isFileTree = pathname.startsWith('/assets/') || pathname.startsWith('/media/');
    // The not-found pages answer only for addresses that are not there, never under their name.
    if (PRIVATE_FILES.includes(pathname) || pages.includes(pathname)) {
      notFound(req, res, pathname);
      return;
    }
    // Hashed assets, media and other files are served as they are named.
    const exact = pathname === '/' || pathname.endsWith('/') ? null : fileAt(rootDir, pathname);
    if (exact && !pathname.endsWith('/index.html')) {
      sendFile(req, res, 200, pathname, exact);
      return;
    }
    if (!isFileTree) {
      // A page at its canonical address, or one hop to it (redirects.mjs: trailing slash,
      // index.html, letter case, the other language's slugs), keeping the query string.
      const bare = withoutSlash(pathname);
      const page =
        resolve(pathname) ??
        (fileAt(rootDir, bare === '/' ? '/index.html' : `${bare}/index.html`) ? bare : null);
      if (page && page !== pathname) {
        redirect(res, encodeURI(page) + query);
        return;
      }
      const indexPath = page === '/' ? '/index.html' : `${page}/index.html`;
      const found = page ? fileAt(rootDir, indexPath) : null;
      if (found) {
        sendFile(req, res, 200, indexPath, found);
        return;
      }
    }
    notFound(req, res, pathname);
  };
}

/**
 * Starts the server; resolves with it once it listens.
 * @param {{ port?: number, host?: string, root?: string, manifest?: import('../build-steps/headers.mjs').ServedManifest }} [options]
 * @returns {Promise<import('node:http').Server>}
 */
export function startServer({
  port = Number(process.env.PORT ?? 4173),
  host = process.env.HOST ?? '127.0.0.1',
  ...options
} = {}) {
  const server = createServer(createHandler(options));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

export async function main() {
  if (!existsSync(join(defaultRoot, 'index.html'))) {
    console.error(`[start] no build in ${defaultRoot}: build the site first`);
    process.exit(1);
  }
  // The outbox goes where the build's forms post; a conflicting OUTBOX_PORT stops here, before
  // anything listens.
  const plan = outboxPlan(process.env, builtEnquiryOrigin(buildDir));
  const server = await startServer();
  const outbox = await startOutbox({ plan });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  console.log(`Site: http://127.0.0.1:${port}/`);
  const stop = () => {
    outbox?.kill('SIGTERM');
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error) => {
    console.error(`[start] ${error.message}`);
    process.exit(1);
  });
}
