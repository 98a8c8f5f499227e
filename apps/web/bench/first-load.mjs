// First-load JavaScript of a prerendered page, as the benches count it: what `pnpm bench` prints
// for every route and `pnpm bench:scale` for a sector page and the sectors page at every size.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { bootFiles } from '@defne/serve/build';

/** Every prerendered page of a build's client folder (not its assets, pictures or `__` floors). */
export function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === 'assets' || name === 'media' ? [] : htmlFiles(path);
    return name.endsWith('.html') && !name.startsWith('__') ? [path] : [];
  });
}

/** The address a page file of `client` answers. */
export function routeOf(client, file) {
  const rel = relative(client, file).replace(/\\/g, '/');
  if (rel === 'index.html') return '/';
  return `/${rel.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`;
}

const gzipCache = new Map();
/** A file's size at gzip -9 (cached by path: a build's assets do not change under a bench). */
export function gzipSize(path) {
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path);
}

/**
 * Scripts a first visit downloads: the boot list (or modulepreloads), module scripts and inline
 * scripts (the router's loader data among them; JSON-LD is not a script), gzip -9.
 * @param {string} html the page
 * @param {string} client the build's client folder the page's files are in
 */
export function firstLoadJs(html, client) {
  const files = new Set(bootFiles(html) ?? []);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    files.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) files.add(m[1]);
  for (const m of html.matchAll(/import \* as \w+ from "([^"]+\.js)"/g)) files.add(m[1]);
  let bytes = 0;
  for (const file of files) {
    const path = join(client, file);
    if (existsSync(path)) bytes += gzipSize(path);
  }
  const inline = [
    ...html.matchAll(
      /<script(?![^>]*\bsrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ]
    .map((m) => m[1])
    .join('');
  const inlineBytes = gzipSync(inline, { level: 9 }).length;
  return { files: files.size, bytes, inlineBytes };
}

/** At most this much first-load JavaScript (files + inline, gzip -9, 1 KB = 1,024 bytes) on any page (issue 54). */
export const FIRST_LOAD_LIMIT_KB = 140;

/**
 * Every prerendered page of `client` with its first-load JavaScript, heaviest first, and those over
 * `limitKb`.
 */
export function firstLoadReport(client, limitKb = FIRST_LOAD_LIMIT_KB) {
  const pages = htmlFiles(client)
    .map((file) => {
      const { files, bytes, inlineBytes } = firstLoadJs(readFileSync(file, 'utf8'), client);
      return {
        route: routeOf(client, file),
        files,
        bytes,
        inlineBytes,
        total: bytes + inlineBytes,
      };
    })
    .sort((a, b) => b.total - a.total || a.route.localeCompare(b.route));
  return { pages, over: pages.filter((p) => p.total > limitKb * 1024) };
}
