/** Drops query, hash and a trailing slash (prerendered paths end with '/'). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare || '/';
}

/** Active when the path equals `href` or lies below it; home ('/') only matches itself. */
export function matchState(currentPath: string, href: string | undefined): 'page' | 'ancestor' | null {
  if (!href) return null;
  const current = normalizePath(currentPath);
  const target = normalizePath(href);
  if (current === target) return 'page';
  if (target !== '/' && current.startsWith(`${target}/`)) return 'ancestor';
  return null;
}
