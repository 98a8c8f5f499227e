/**
 * JSON-LD of a prerendered page, written into its HTML once instead of twice. The head a loader
 * prepares travels as loader data, and the loader data of the first page is inlined in the HTML
 * for hydration: JSON-LD kept in it would be sent twice (about 2 KB gzip on a sector page). So
 * `headFor` leaves it out of the head it returns, and the prerender entry writes it as
 * `<script type="application/ld+json" data-prerendered>` into `<head>`; React 19 leaves such a
 * tag alone when it hydrates. It describes the page a crawler loads; the first client navigation
 * removes it (`dropPrerenderedStructuredData`).
 */
const PRERENDERED_LD_ATTRIBUTE = 'data-prerendered';

// Build time: the loaders of a prerender and its entry run in one process. A page's loader
// remembers its JSON-LD by path; the entry takes it when it writes that page's HTML.
const byPath = new Map<string, readonly unknown[]>();
const key = (path: string) => path.replace(/\.data$/, '').replace(/\/+$/, '') || '/';

/** Called by `headFor` for the language a path is prerendered in. */
export function rememberStructuredData(path: string, items: readonly unknown[]) {
  byPath.set(key(path), items);
}

/** The JSON-LD remembered for a page's path (nothing for a path without one). */
export function takeStructuredData(path: string): readonly unknown[] {
  return byPath.get(key(path)) ?? [];
}

/** `<script type="application/ld+json">` elements, safe to place in HTML. */
export function structuredDataHtml(items: readonly unknown[]): string {
  return items
    .map(
      (item) =>
        `<script type="application/ld+json" ${PRERENDERED_LD_ATTRIBUTE}="">${JSON.stringify(item)
          .replace(/</g, '\\u003c')
          .replace(/>/g, '\\u003e')
          .replace(/&/g, '\\u0026')}</script>`,
    )
    .join('');
}

/** After the first client navigation the prerendered page's JSON-LD no longer describes the page. */
export function dropPrerenderedStructuredData() {
  for (const script of document.querySelectorAll(
    `script[type="application/ld+json"][${PRERENDERED_LD_ATTRIBUTE}]`,
  )) {
    script.remove();
  }
}
