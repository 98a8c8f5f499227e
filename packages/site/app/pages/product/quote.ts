import { normalizePath } from '@defne/core';
import productIndex, { type IndexedProduct } from 'virtual:defne/product-index';
import type { Lang } from '../../site-config';
import { quoteParam } from './quote-param';

export { QUOTE_PARAM, quoteKeyOf, quoteParam } from './quote-param';

/**
 * The contact page (`contactPath`, in `lang`) with the product's quote request:
 * `/iletisim?urun={key}`, `/contact?product={key}`.
 */
export function quoteHref(key: string, lang: Lang, contactPath: string): string {
  return `${contactPath}?${quoteParam(lang)}=${encodeURIComponent(key)}`;
}

// The catalogue's products with their pages in every language: a module the build writes, which
// only the forms' code (loaded lazily) imports, so no page's first load carries the catalogue.
let byPath: Map<string, string> | undefined;

/** A product of the catalogue by its key: its sector and its page in each language. */
export function productOf(key: string): IndexedProduct | undefined {
  return productIndex.find((p) => p.key === key);
}

/**
 * The keys of the products whose pages an enquiry's message links to, in order, once each: what
 * the enquiry carries to the outbox and EmailJS as its `product` param. Deleting the product's
 * lines from the message takes it out of the enquiry too.
 */
export function productKeysIn(message: string): string[] {
  const keys: string[] = [];
  for (const [found] of message.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    // A sentence may end right after the link: its full stop is no part of it.
    const url = found.replace(/[.,;:!?)\]]+$/, '');
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      continue;
    }
    byPath ??= new Map(
      productIndex.flatMap((p) => Object.values(p.paths).map((path) => [path, p.key] as const)),
    );
    let key: string | undefined;
    try {
      key = byPath.get(normalizePath(decodeURIComponent(pathname)));
    } catch {
      continue;
    }
    if (key && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A quote request for a product (D17): its key and the lines it adds to the message. */
export interface ProductRequest {
  key: string;
  /** The pre-filled lines in the page's language: product name, sector, key and page URL. */
  message: string;
}

/** The draft with the product's lines added to its message, once; every other field as it was. */
export function withProductRequest(
  draft: Record<string, string>,
  request: ProductRequest,
): Record<string, string> {
  const message = draft.message ?? '';
  // Already asked about (its page is linked, in either language): nothing to add.
  if (productKeysIn(message).includes(request.key)) return draft;
  return {
    ...draft,
    message: message.trim() ? `${message.trimEnd()}\n\n${request.message}` : request.message,
  };
}
