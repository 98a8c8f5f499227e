/** Prerendered locations end with '/' (e.g. '/about/'): compare paths in this one form. */
export function normalizePath(pathname: string): string {
  if (pathname.length > 1 && pathname.endsWith('/')) return pathname.replace(/\/+$/, '') || '/';
  return pathname;
}
