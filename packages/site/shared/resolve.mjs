// Where an address goes, without Node: the part of the forgiving-address rules (redirects.mjs)
// and of the not-found rules (headers.mjs) that every server runs per request. `defne-site start`
// uses it, and so does the static hosts' Worker (static-host.mjs), which runs in Cloudflare's
// workerd where there is no file system.

/** The page every unknown path answers with (status 404) when no folder has a 404 page of its own. */
export const NOT_FOUND_PAGE = '/404.html';

/**
 * The not-found page an unknown address answers with: the nearest folder's up its path.
 * @param {readonly string[]} pages `notFoundPages(root)`
 * @param {string} pathname
 */
export function notFoundPageFor(pages, pathname) {
  return (
    pages.find((page) => pathname.startsWith(page.slice(0, -'404.html'.length))) ?? NOT_FOUND_PAGE
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

/**
 * Where an address that is not a file goes: its page (itself, or another address in one hop), or
 * null for the not-found page. Case is forgiven only where one page matches.
 * @param {{ pages: string[], moved: Record<string, string> }} rules
 */
export function createResolver(rules) {
  const pages = new Set(rules.pages);
  /** @type {Map<string, string | null>} lower-cased address → its page, null when two pages share it */
  const folded = new Map();
  /**
   * @param {string} from
   * @param {string} to
   */
  const add = (from, to) => {
    const key = from.toLowerCase();
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
    return folded.get(canonical.toLowerCase()) ?? null;
  };
}
