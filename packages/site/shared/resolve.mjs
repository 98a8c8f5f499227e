// Where an address goes, without Node: the part of the forgiving-address rules (redirects.mjs)
// and of the not-found rules (headers.mjs) that every server runs per request. `defne-site start`
// uses it, and so does the static hosts' Worker (static-host.mjs), which runs in Cloudflare's
// workerd where there is no file system.

/** The page every unknown path answers with (status 404) when no folder has a 404 page of its own. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * ASCII letters in lower case, the rest as it is: how React Router's browser route table compares
 * a path with a route's (its patterns match case-insensitively, and a JavaScript regex without the
 * `u` flag folds no other letter to an ASCII one).
 * @param {string} text
 */
const asciiLower = (text) => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/**
 * The not-found page an unknown address answers with: the nearest folder's up its path. The
 * folder is found without regard to ASCII letter case, as the browser's router finds the route
 * that hydrates the page: `/SEKTORLER/x` matches the catalogue's splat route there, so it must get
 * the catalogue folder's 404 page (which that route rendered), not the root's (D20).
 * @param {readonly string[]} pages `notFoundPages(root)`
 * @param {string} pathname
 */
export function notFoundPageFor(pages, pathname) {
  const path = asciiLower(pathname);
  return (
    pages.find((page) => path.startsWith(asciiLower(page.slice(0, -'404.html'.length)))) ??
    NOT_FOUND_PAGE
  );
}

/**
 * `/a/b/`, `/a/b/index.html` → `/a/b` (the canonical form of any address).
 * @param {string} pathname
 */
export function withoutSlash(pathname) {
  const trimmed = pathname.replace(/\/index\.html$/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The Turkish letters a typed address may hold where a page's address has an ASCII one. */
export const TURKISH_LETTERS = Object.freeze({ ğ: 'g', ş: 's', ç: 'c', ö: 'o', ü: 'u', ı: 'i' });

/**
 * The form an address is compared in to forgive how it was typed: lower case, with the Turkish
 * letters a Turkish keyboard gives folded to the ASCII ones the route map's slugs use
 * (`/İLETİŞİM`, `/hakkımızda` → `/iletisim`, `/hakkimizda`). Dotted and dotless I are folded
 * before lower-casing: `'İ'.toLowerCase()` is `i` plus a combining dot, and a dotless `ı` has no
 * case of its own. NFC first, so a letter sent decomposed (`s` + cedilla) folds the same way.
 * @param {string} pathname decoded
 */
export function foldAddress(pathname) {
  return pathname
    .normalize('NFC')
    .replace(/[İIı]/g, 'i')
    .toLowerCase()
    .replace(/[ğşçöü]/g, (letter) => TURKISH_LETTERS[/** @type {'ğ'} */ (letter)]);
}

/**
 * Where an address that is not a file goes: its page (itself, or another address in one hop), or
 * null for the not-found page. Letter case and Turkish letters (`foldAddress`) are forgiven only
 * where one page matches.
 * @param {{ pages: string[], moved: Record<string, string> }} rules
 */
export function createResolver(rules) {
  const pages = new Set(rules.pages);
  /** @type {Map<string, string | null>} folded address → its page, null when two pages share it */
  const folded = new Map();
  /**
   * @param {string} from
   * @param {string} to
   */
  const add = (from, to) => {
    const key = foldAddress(from);
    folded.set(key, folded.has(key) && folded.get(key) !== to ? null : to);
  };
  for (const page of rules.pages) add(page, page);
  for (const [from, to] of Object.entries(rules.moved)) add(from, to);
  /**
   * @param {string} pathname decoded, e.g. `/SEKTORLER/`
   * @returns {string | null}
   */
  return (pathname) => {
    const canonical = withoutSlash(pathname);
    if (pages.has(canonical)) return canonical;
    if (canonical in rules.moved) return rules.moved[canonical] ?? null;
    return folded.get(foldAddress(canonical)) ?? null;
  };
}
