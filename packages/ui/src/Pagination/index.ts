export { Pagination, pageWindow } from './Pagination';
export type { PageWindowItem, PaginationProps } from './Pagination';
