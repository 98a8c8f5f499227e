// On its own, apart from the rest of quote.ts (which reads the route map): the product cards'
// "Add to quote list" and the quote list's page need only these, and every module several pages'
// scripts share joins the site's common chunk, which every page loads.

/**
 * The query parameter naming a product, per language: of a quote request on the contact page, and
 * of a product added to the quote list's page (D23).
 */
export const QUOTE_PARAM = { tr: 'urun', en: 'product' } as const;

/** The product key a page's query names (either language's parameter), or null. */
export function quoteKeyOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(QUOTE_PARAM.tr) ?? params.get(QUOTE_PARAM.en);
}
