// On its own, apart from the rest of quote.ts (which reads the route map): the product cards'
// "Add to quote list" and the quote list's page need only these, and every module several pages'
// scripts share joins the site's common chunk, which every page loads.

/**
 * The query parameter naming a product, in the languages the kit words it in: of a quote request
 * on the contact page, and of a product added to the quote list's page (D23).
 */
export const QUOTE_PARAM: Readonly<Record<string, string>> = { tr: 'urun', en: 'product' };

/** A language's parameter: the kit's word in it, else `product`. */
export const quoteParam = (lang: string): string => QUOTE_PARAM[lang] ?? 'product';

/**
 * The product key a page's query names, or null. Every language's parameter is one of the kit's
 * two words (`quoteParam`).
 */
export function quoteKeyOf(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(QUOTE_PARAM.tr!) ?? params.get(QUOTE_PARAM.en!);
}
