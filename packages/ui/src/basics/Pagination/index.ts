export { Pagination, type PaginationProps } from './Pagination.tsx';
export { PageSizeMenu, type PageSizeMenuProps } from './PageSizeMenu.tsx';
