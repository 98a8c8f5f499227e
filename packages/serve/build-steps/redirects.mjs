// The one rule set of forgiving addresses (D20), read by `defne-site start`, nginx and the static
// hosts' `_redirects`: every page answers at its canonical address, and
// - a wrongly capitalised page address answers 301 to the page (`/SEKTORLER` → `/sektorler`), and
//   so does one typed with Turkish letters where the slug has ASCII ones, in any case, dotted or
//   dotless I (`/hakkımızda`, `/İLETİŞİM` → `/iletisim`; `foldAddress` in @defne/site/resolve);
// - a slug of the other language under a language's folder answers 301 to the right twin
//   (`/products/koliler` → `/products/boxes`);
// - an address that moved (a renamed product's or sector's old slug, a removed product) answers 301
//   to where it lives now: the site's build lists them in its route manifest (`moved` of
//   `build/routes.json`, from the route map's slug history);
// - with a trailing slash or `/index.html` either way, still in one hop;
// - everything else is the nearest not-found page (headers.mjs, `notFoundPageFor`).
// It is derived from the build's route manifest (`build/routes.json`, `routeManifest` of
// `@defne/site/vite`): every page with its language alternates, so the servers need no copy of the
// route map.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ROUTES_FILE } from '@defne/site/vite';

/**
 * @typedef {object} RedirectRules
 * @property {string[]} pages every page's canonical path
 * @property {Record<string, string>} moved an exact path that is no page → the page it means
 */

/**
 * The route manifest of a build (`build/routes.json` beside build/client), or null when the build
 * has none (a folder that is not a kit site's build).
 * @param {string} clientDir build/client
 * @returns {import('@defne/site/vite').RouteManifest | null}
 */
export function routeManifestOf(clientDir) {
  const file = join(dirname(clientDir), ROUTES_FILE);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/**
 * Every way to write `target`'s segments with some of them taken from `twin` (same count).
 * @param {string} target a page's path
 * @param {string} twin its other language's path
 */
function mixedSpellings(target, twin) {
  const a = target.split('/');
  const b = twin.split('/');
  if (a.length !== b.length) return [];
  const out = [];
  const rest = a.length - 2; // segments after the folder
  for (let mask = 1; mask < 1 << rest; mask++) {
    const segments = a.map((segment, i) => (i >= 2 && mask & (1 << (i - 2)) ? b[i] : segment));
    out.push(segments.join('/'));
  }
  return out;
}

/**
 * The moved addresses a build lists (`[{ from, to }]`), checked: each `to` is a page, no `from` is
 * one, and none repeats. A broken list stops the build (postbuild) with every problem named.
 * @param {ReadonlyArray<{ from: string, to: string }>} list
 * @param {ReadonlySet<string>} isPage
 * @returns {Record<string, string>}
 */
function movedAddresses(list, isPage) {
  /** @type {Record<string, string>} */
  const moved = {};
  const problems = [];
  for (const { from, to } of list) {
    if (!isPage.has(to)) problems.push(`${from} → ${to}: the target is no page of this build`);
    else if (isPage.has(from)) problems.push(`${from} → ${to}: ${from} is a page of this build`);
    else if (from in moved && moved[from] !== to)
      problems.push(`${from} moved to both ${moved[from]} and ${to}`);
    else moved[from] = to;
  }
  if (problems.length > 0) {
    throw new Error(
      `the moved addresses of ${ROUTES_FILE} have ${problems.length} problem(s):\n  ${problems.join('\n  ')}`,
    );
  }
  return moved;
}

/**
 * The rule set of a build, from its route manifest (none without one).
 * @param {string} clientDir build/client
 * @returns {RedirectRules}
 */
export function redirectRules(clientDir) {
  const manifest = routeManifestOf(clientDir);
  if (!manifest) return { pages: [], moved: {} };
  const entries = manifest.pages;
  const pages = [...new Set(entries.map((e) => e.path))].sort();
  const isPage = new Set(pages);
  /** @type {Record<string, string>} */
  const moved = movedAddresses(manifest.moved, isPage);
  for (const { path, alternates } of entries) {
    for (const twin of Object.values(alternates)) {
      if (twin === path || path === '/' || twin === '/') continue;
      // The twin's slugs under this page's folder: `/sectors` + Turkish slugs → this page.
      for (const wrong of mixedSpellings(path, twin)) {
        if (!isPage.has(wrong) && !(wrong in moved)) moved[wrong] = path;
      }
    }
  }
  return { pages, moved };
}

import { TURKISH_LETTERS } from '@defne/site/resolve';

export { createResolver, foldAddress, withoutSlash } from '@defne/site/resolve';

/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each ASCII letter of a slug → the Turkish letters that fold to it (resolve.mjs, `foldAddress`). */
const TURKISH_FORMS = Object.entries(TURKISH_LETTERS).reduce((forms, [letter, ascii]) => {
  forms[ascii] = [...(forms[ascii] ?? []), letter, letter === 'ı' ? 'İ' : letter.toUpperCase()];
  return forms;
}, /** @type {Record<string, string[]>} */ ({}));

/**
 * A path as an nginx regex that takes what `foldAddress` forgives: `~*` folds ASCII case, and each
 * letter a Turkish one folds to also takes that letter, lower or upper case (`i` → `(?:i|ı|İ)`).
 * nginx compares the bytes of the decoded `$uri`, so the alternatives are the letters' UTF-8.
 * @param {string} path
 */
function foldingRegex(path) {
  return [...path]
    .map((char) => {
      const forms = TURKISH_FORMS[char.toLowerCase()];
      return forms ? `(?:${char}|${forms.join('|')})` : escapeRegex(char);
    })
    .join('');
}

/**
 * nginx's half: `$site_redirect`, the address to send `$uri` to ('' for none). nginx matches a
 * map's plain strings without regard to case, so the first map names each address's page with
 * case-insensitive regexes that also take Turkish letters for ASCII ones (`foldingRegex`; an
 * optional trailing slash or `/index.html` included), and the second
 * clears it when it is `$uri` itself, compared case-sensitively.
 * @param {RedirectRules} rules
 */
export function nginxRedirectMap(rules) {
  const lines = ['map $uri $site_target {', '    default "";'];
  const suffix = '(/|/index\\.html)?$';
  for (const page of rules.pages) {
    if (page !== '/') lines.push(`    "~*^${foldingRegex(page)}${suffix}" "${page}";`);
  }
  for (const [from, to] of Object.entries(rules.moved)) {
    lines.push(`    "~*^${foldingRegex(from)}${suffix}" "${to}";`);
  }
  lines.push('}');
  lines.push('map "$site_target|$uri" $site_redirect {');
  lines.push('    default $site_target;');
  lines.push('    "~^\\|" "";');
  lines.push('    "~^([^|]+)\\|\\1$" "";');
  lines.push('}');
  return lines.join('\n');
}
