import type { Lang, PathEntry } from './types';

/** Absolute URL of a site path (or an already absolute URL) on `origin`. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(pathOrUrl)) return new URL(pathOrUrl).href;
  const base = new URL(origin);
  if (base.pathname !== '/' || base.search || base.hash) {
    throw new Error(`origin must be a scheme and host without a path: ${origin}`);
  }
  const path = pathOrUrl.startsWith('/') ? pathOrUrl : `/${pathOrUrl}`;
  return new URL(path, base).href;
}

/** `/about/?x#y` → `/about`; `/` stays `/`. */
export function normalizePath(path: string): string {
  const bare = path.replace(/[?#].*$/s, '') || '/';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The route-map entry of a path (tolerant of trailing slash, query and hash), or null. */
export function findEntry<E extends PathEntry<string, string>>(
  entries: readonly E[],
  path: string,
): E | null {
  const wanted = normalizePath(path);
  return entries.find((entry) => normalizePath(entry.path) === wanted) ?? null;
}

/** The language a page is shown in: the path's, else the one asked for, else the default. */
export function pageLang(
  entry: PathEntry<string, string> | null,
  lang: Lang | undefined,
  defaultLang: Lang,
): Lang {
  return entry?.lang ?? lang ?? defaultLang;
}
