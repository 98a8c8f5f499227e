import type { MetaDescriptor } from 'react-router';

/**
 * What only a crawler or a link preview reads from a prerendered page's head, written into its
 * HTML once instead of twice. The head a loader prepares travels as loader data, and the loader
 * data of the first page is inlined in the HTML for hydration: what the browser never uses would
 * be sent twice.
 *
 * - JSON-LD (about 2 KB gzip on a sector page): `headFor` leaves it out of the head it returns,
 *   and the prerender entry writes it as `<script type="application/ld+json" data-prerendered>`
 *   into `<head>`.
 * - The canonical and hreflang links and the Open Graph and X cards (0.27-0.52 KB gzip of inline
 *   data per page of the group's first site, the most on `/`): `headFor` returns the title,
 *   the description and the robots rule, the tags a visitor's browser uses, and remembers the
 *   rest; `routeMeta` appends it when the page is prerendered, in the same order as before.
 *
 * React 19 leaves head tags it did not render alone when it hydrates. They describe the page a
 * crawler loads; the first client navigation removes them (`dropPrerenderedStructuredData`), as
 * they would describe the wrong page.
 */
const PRERENDERED_LD_ATTRIBUTE = 'data-prerendered';

/** The head tags only crawlers and link previews read (their selector is below). */
export function isCrawlerOnly(descriptor: MetaDescriptor): boolean {
  const d = descriptor as { tagName?: string; rel?: string; property?: string; name?: string };
  if (d.tagName === 'link') return d.rel === 'canonical' || d.rel === 'alternate';
  return d.property?.startsWith('og:') === true || d.name?.startsWith('twitter:') === true;
}
// The same tags in the DOM (in <head>: links and meta only come from the page's head there).
const CRAWLER_ONLY_SELECTOR =
  '[rel=canonical],[rel=alternate],[property^="og:"],[name^="twitter:"]';

// Build time: the loaders of a prerender and its entry run in one process. A page's loader
// remembers its JSON-LD and crawler tags by path; the entry and `routeMeta` take them when they
// write that page's HTML. The crawler tags are looked up through a global symbol, so a browser
// bundle, which only asks (and finds nothing), carries no map.
const byPath = new Map<string, readonly unknown[]>();
const crawlerHeadByPath = new Map<string, MetaDescriptor[]>();
const CRAWLER_HEAD = Symbol.for('defne.site.crawler-head');
type WithCrawlerHead = { [CRAWLER_HEAD]?: (path: string) => MetaDescriptor[] | undefined };
const key = (path: string) => path.replace(/\.data$/, '').replace(/\/+$/, '') || '/';

/** Called by `headFor` for the language a path is prerendered in. */
export function rememberCrawlerHead(path: string, descriptors: MetaDescriptor[]) {
  crawlerHeadByPath.set(key(path), descriptors);
  (globalThis as WithCrawlerHead)[CRAWLER_HEAD] ??= (at) => crawlerHeadByPath.get(key(at));
}

/** The crawler tags remembered for a page's path; none in the browser, which never needs them. */
export function crawlerHeadOf(path: string): MetaDescriptor[] {
  return (globalThis as WithCrawlerHead)[CRAWLER_HEAD]?.(path) ?? [];
}

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

/**
 * After the first client navigation the prerendered page's JSON-LD and crawler tags no longer
 * describe the page.
 */
export function dropPrerenderedStructuredData() {
  for (const element of document.head.querySelectorAll(
    `script[type="application/ld+json"][${PRERENDERED_LD_ATTRIBUTE}],${CRAWLER_ONLY_SELECTOR}`,
  )) {
    element.remove();
  }
}
