export { PropertyTable } from './PropertyTable';
export type { PropertyRow, PropertyTableProps } from './PropertyTable';
