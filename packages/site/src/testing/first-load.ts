import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** A page's first-load script that holds some of the strings looked for. */
export interface FirstLoadFinding {
  /** The page's path ('/', '/about'…). */
  page: string;
  /** The script, as the page names it ('/assets/site-….js'). */
  file: string;
  found: string[];
}

export interface FirstLoadScan {
  /** How many pages were read. */
  pages: number;
  /** Every script some page loads first (its boot list and modulepreloads), by address. */
  firstLoad: ReadonlySet<string>;
  /** The first-load scripts holding a needle, with the page that loads each. */
  findings: FirstLoadFinding[];
  /** The other scripts of the build (loaded lazily) that hold a needle, by address. */
  lazy: string[];
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    // React Router's SPA fallback shell (`__spa-fallback.html`) is no page of the site.
    return name.endsWith('.html') && !name.startsWith('__') ? [path] : [];
  });
}

function pageOf(client: string, file: string): string {
  const rel = relative(client, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

/**
 * The scripts a page's boot list names (the `data-boot` attribute `defne-site postbuild` writes:
 * the manifest, the route modules, the entry and the modulepreloads it stands for), as
 * `bootFiles` of `@defne/serve/build` reads it; none on a page without one.
 */
function bootList(html: string): string[] {
  // As the boot step writes it (single quotes), or as the critical-CSS step rewrites it (double).
  const attr = /<script[^>]*data-boot=(?:'([^']*)'|"([^"]*)")/.exec(html);
  if (!attr) return [];
  const boot = JSON.parse(
    (attr[1] ?? attr[2] ?? '')
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  ) as { manifest: string; entry: string; routes: [string, string[]][]; preload: string[] };
  return [boot.manifest, ...boot.routes.flatMap(([, files]) => files), boot.entry, ...boot.preload];
}

/**
 * Which of `needles` (a product's slug, a supplier's name, the company's phone…) a build's pages
 * load before anything else: each prerendered page's boot list and modulepreloads, read as text.
 * The scripts that hold one and that no page loads first (`lazy`) show where the content went.
 */
export function scanFirstLoad(client: string, needles: readonly string[]): FirstLoadScan {
  const text = new Map<string, string>();
  const read = (file: string) => {
    if (!text.has(file)) {
      const path = join(client, file);
      text.set(file, existsSync(path) ? readFileSync(path, 'utf8') : '');
    }
    return text.get(file)!;
  };
  const holding = (file: string) => needles.filter((needle) => read(file).includes(needle));
  const pages = htmlFiles(client);
  const firstLoad = new Set<string>();
  const findings: FirstLoadFinding[] = [];
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const files = new Set(bootList(html));
    for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
      files.add(m[1]!);
    for (const file of files) {
      firstLoad.add(file);
      const found = holding(file);
      if (found.length) findings.push({ page: pageOf(client, page), file, found });
    }
  }
  const lazy = readdirSync(join(client, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `/assets/${name}`)
    .filter((file) => !firstLoad.has(file) && holding(file).length > 0);
  return { pages: pages.length, firstLoad, findings, lazy };
}

/**
 * What of a site's content `scanFirstLoad` looks for: each product page's slug (the last segment
 * of its address in every language), each supplier's name and the company's phone in the forms a
 * page would write it.
 */
export function contentNeedles(content: {
  productPaths: readonly string[];
  suppliers: readonly { name: string }[];
  company: { phone: string; phoneHref: string };
}): string[] {
  const slugs = new Set(content.productPaths.map((path) => path.split('/').pop()!));
  const { phone, phoneHref } = content.company;
  return [
    ...slugs,
    ...content.suppliers.map((s) => s.name),
    phone,
    phoneHref,
    phone.replace(/\s/g, ''),
  ];
}
