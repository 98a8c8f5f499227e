// "Add to quote list" as the pages place it (D23): the button is a GET form to the list's page
// with the product's key (`QuoteListButton`), so a tap before hydration is never lost (D16): the
// boot script holds the submit and replays it once hydrated, and with no script at all the
// list's page adds the product. Once hydrated it adds in place; the list's code loads then.
import type { QuoteListButtonMessages, QuoteListButtonProps } from '@defne/ui';
import type { Lang } from '../site-config';
import { quoteParam } from '../pages/product/quote-param';

/** Adds a product to the list: true when added, false when it was there already. */
export const addToQuoteList = (key: string): Promise<boolean> =>
  import('./store').then((store) => store.addLine(key));

/** The button's text and what it announces, the product's name already in the messages. */
export type AddToQuoteListTexts = QuoteListButtonMessages & { add: string };

/**
 * A product's "Add to quote list" form in `lang`, sent to `listPath` (the list's page in that
 * language, from the page's loader data).
 */
export function addToListProps(
  key: string,
  lang: Lang,
  listPath: string,
  { add, ...messages }: AddToQuoteListTexts,
): QuoteListButtonProps {
  return {
    action: listPath,
    name: quoteParam(lang),
    value: key,
    label: add,
    messages,
    onAdd: addToQuoteList,
  };
}
