export { QuoteList } from './QuoteList';
export type { QuoteListLine, QuoteListProps, QuoteListTexts } from './QuoteList';
