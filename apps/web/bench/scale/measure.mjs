// What the scale bench measures on a built copy (issue 54's table): first-load JavaScript, inline
// loader data, the sectors page's HTML, the search's first query, the static hosts' copy and the
// sitemap. Every size is in bytes; gzip at level 9, as `pnpm bench` counts.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { ROUTER_STREAM_ATTRIBUTE } from '@defne/serve/build';
import { firstLoadJs, htmlFiles, routeOf } from '../first-load.mjs';
import { waitUntilUp, spawnSite } from '../site-server.mjs';

const gz = (/** @type {string | Buffer} */ data) => gzipSync(data, { level: 9 }).length;
/** The static hosts' copy, in the build folder (packages/serve/build-steps/static-host.mjs). */
const STATIC_HOST_DIR = 'static-host';

/** Every file under `dir`, recursively. */
function files(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) =>
    statSync(join(dir, f)).isFile(),
  );
}

/** The router's loader data a page carries inline (the hydration's stream parts). */
export function inlineLoaderData(html) {
  const parts = [
    ...html.matchAll(
      new RegExp(`<script[^>]*\\b${ROUTER_STREAM_ATTRIBUTE}\\b[^>]*>([\\s\\S]*?)</script>`, 'g'),
    ),
    // Before `defne-site postbuild` moves them: React Router's own enqueue scripts.
    ...html.matchAll(/<script[^>]*>([^<]*streamController\.enqueue[\s\S]*?)<\/script>/g),
  ].map((m) => m[1]);
  const text = parts.join('');
  return { raw: Buffer.byteLength(text), gzip: gz(text) };
}

/** The distinct product pages a page links to (`/{sectors}/{sector}/{product}`): its cards. */
export function productLinks(html, sectorsPath) {
  const links = new Set();
  for (const m of html.matchAll(/<a\b[^>]*\bhref="([^"#?]+)"/g))
    if (m[1].startsWith(`${sectorsPath}/`) && m[1].split('/').length === 4) links.add(m[1]);
  return links.size;
}

/** `_redirects` rules: static ones and dynamic ones (a splat or a placeholder), as Cloudflare counts. */
export function redirectRules(text) {
  let staticRules = 0;
  let dynamic = 0;
  for (const line of text.split('\n')) {
    const rule = line.trim();
    if (!rule || rule.startsWith('#')) continue;
    const [from = ''] = rule.split(/\s+/);
    if (from.includes('*') || /\/:[A-Za-z]/.test(from)) dynamic++;
    else staticRules++;
  }
  return { static: staticRules, dynamic };
}

/** Addresses in the sitemap: sitemap.xml's `<url>`s, or each file's of a sitemap index. */
export function sitemapAddresses(client) {
  const file = join(client, 'sitemap.xml');
  if (!existsSync(file)) return { files: 0, addresses: 0 };
  const xml = readFileSync(file, 'utf8');
  if (!xml.includes('<sitemapindex')) return { files: 1, addresses: xml.split('<url>').length - 1 };
  let addresses = 0;
  let count = 0;
  for (const m of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const child = join(client, new URL(m[1]).pathname);
    if (!existsSync(child)) continue;
    count++;
    addresses += readFileSync(child, 'utf8').split('<url>').length - 1;
  }
  return { files: count, addresses, index: true };
}

/**
 * What the search page downloads for its first query, in Chromium: every request between the
 * first keystroke and the network going quiet, each file's bytes compressed (what the network
 * carries: a script or JSON file at gzip -9, Pagefind's index files and WebAssembly as built, as
 * they are gzip data already) and decoded (what the phone unpacks and parses). The page is
 * hydrated first, so the boot's own scripts are not counted.
 * @param {string} site the built copy's site folder
 * @param {string} searchPath the search page's address
 * @param {number} port
 */
export async function firstSearch(site, searchPath, port) {
  const { chromium } = await import('@playwright/test');
  const { CHROMIUM_FULL } = await import('@defne/site/testing');
  const client = join(site, 'build', 'client');
  const child = spawnSite(port, { dir: site });
  const origin = `http://127.0.0.1:${port}`;
  let browser;
  try {
    await waitUntilUp(origin);
    browser = await chromium.launch(CHROMIUM_FULL);
    const page = await browser.newPage();
    await page.goto(`${origin}${searchPath}`, { waitUntil: 'networkidle' });
    // The pages boot after the load event, or at a first interaction: wait for the boot.
    await page.mouse.move(5, 5);
    await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    /** @type {string[]} */
    const loaded = [];
    page.on('requestfinished', (r) => {
      const url = new URL(r.url());
      // code and data, not the favicon the browser asks for when it likes
      if (url.origin === origin && /\.(m?js|json|data|pf_\w+|pagefind)$/.test(url.pathname))
        loaded.push(url.pathname);
    });
    await page.locator('input[type="search"]').first().pressSequentially('h');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    let raw = 0;
    let gzip = 0;
    for (const path of loaded) {
      const file = join(client, decodeURIComponent(path));
      if (!existsSync(file) || !statSync(file).isFile()) continue;
      const bytes = readFileSync(file);
      if (/\.(pf_\w+|pagefind)$/.test(path)) {
        gzip += bytes.length;
        raw += gunzipSync(bytes).length;
      } else {
        raw += bytes.length;
        gzip += gz(bytes);
      }
    }
    return { files: loaded, raw, gzip };
  } finally {
    await browser?.close();
    child.kill();
  }
}

/**
 * Every measure of issue 54's table on the built copy.
 * @param {object} o
 * @param {string} o.site the copy's site folder (build/ in it)
 * @param {{ sectorsPath: string, sectorPath: string, searchPath: string }} o.routes the pages measured
 * @param {number | false} o.searchPort where to serve the site for the search's measure (false: skip it)
 */
export async function measureBuild({ site, routes, searchPort }) {
  const build = join(site, 'build');
  const client = join(build, 'client');
  const pages = new Map(htmlFiles(client).map((file) => [routeOf(client, file), file]));
  const html = (/** @type {string} */ route) => {
    const file = pages.get(route);
    if (!file) throw new Error(`the build has no page at ${route}`);
    return readFileSync(file, 'utf8');
  };
  const sectorHtml = html(routes.sectorPath);
  const sectorsHtml = html(routes.sectorsPath);
  const sectorJs = firstLoadJs(sectorHtml, client);
  const sectorsJs = firstLoadJs(sectorsHtml, client);
  const dataFile = join(client, `${routes.sectorPath}.data`);
  const dataBytes = existsSync(dataFile) ? readFileSync(dataFile) : null;
  const staticHost = join(build, STATIC_HOST_DIR);
  const redirectsFile = join(staticHost, '_redirects');
  const headersFile = join(staticHost, '_headers');
  /** @type {Awaited<ReturnType<typeof firstSearch>> | { error: string } | null} */
  let search = null;
  if (searchPort !== false)
    search = await firstSearch(site, routes.searchPath, searchPort).catch((error) => ({
      error: String(error.message ?? error).split('\n')[0],
    }));
  return {
    pages: pages.size,
    dataFiles: files(client).filter((f) => f.endsWith('.data')).length,
    routes,
    sectorPage: {
      firstLoadJs: { files: sectorJs.files, bytes: sectorJs.bytes, inline: sectorJs.inlineBytes },
      loaderData: inlineLoaderData(sectorHtml),
      dotData: dataBytes ? { raw: dataBytes.length, gzip: gz(dataBytes) } : null,
      html: { raw: Buffer.byteLength(sectorHtml), gzip: gz(sectorHtml) },
      cards: productLinks(sectorHtml, routes.sectorsPath),
    },
    sectorsPage: {
      firstLoadJs: {
        files: sectorsJs.files,
        bytes: sectorsJs.bytes,
        inline: sectorsJs.inlineBytes,
      },
      loaderData: inlineLoaderData(sectorsHtml),
      html: { raw: Buffer.byteLength(sectorsHtml), gzip: gz(sectorsHtml) },
      cards: productLinks(sectorsHtml, routes.sectorsPath),
    },
    search,
    staticHost: existsSync(staticHost)
      ? {
          files: files(staticHost).length,
          redirects: existsSync(redirectsFile)
            ? redirectRules(readFileSync(redirectsFile, 'utf8'))
            : null,
          headerRules: existsSync(headersFile)
            ? readFileSync(headersFile, 'utf8')
                .split('\n')
                .filter((l) => /^\S/.test(l) && !l.startsWith('#')).length
            : null,
        }
      : null,
    sitemap: sitemapAddresses(client),
  };
}
