import { matchPath, pagePath, type Lang } from '@defne/content';

/** The query parameter naming the product of a quote request on the contact page, per language. */
export const QUOTE_PARAM = { tr: 'urun', en: 'product' } as const;

/** The contact page with the product's quote request: `/iletisim?urun={key}`, `/contact?product={key}`. */
export function quoteHref(key: string, lang: Lang): string {
  return `${pagePath('contact', lang)}?${QUOTE_PARAM[lang]}=${encodeURIComponent(key)}`;
}

/** The product key a contact page's query asks a quote for (either language's parameter), or null. */
export function quoteKeyOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(QUOTE_PARAM.tr) ?? params.get(QUOTE_PARAM.en);
}

/**
 * The keys of the products whose pages an enquiry's message links to, in order, once each: what
 * the enquiry carries to the outbox and EmailJS as its `product` param. Deleting the product's
 * lines from the message takes it out of the enquiry too.
 */
export function productKeysIn(message: string): string[] {
  const keys: string[] = [];
  for (const [url] of message.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    let pathname: string;
    try {
      pathname = new URL(url).pathname;
    } catch {
      continue;
    }
    const match = matchPath(decodeURIComponent(pathname));
    if (match?.kind === 'product' && !keys.includes(match.product)) keys.push(match.product);
  }
  return keys;
}
