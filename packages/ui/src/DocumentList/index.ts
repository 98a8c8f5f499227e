export { DocumentList } from './DocumentList';
export type { DocumentItem, DocumentListProps } from './DocumentList';
