export { Pagination, type PaginationProps } from './Pagination.tsx'
export { type PageSlot, pageWindow } from './page-window.ts'
