export { QuoteListButton } from './QuoteListButton';
export type { QuoteListButtonMessages, QuoteListButtonProps } from './QuoteListButton';
