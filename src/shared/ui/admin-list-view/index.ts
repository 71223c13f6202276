export { AdminListView } from './AdminListView';
export type { AdminListViewProps } from './AdminListView';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, usePagedList } from './usePagedList';
export type { PageArgs, PagedList, PagedQueryResult } from './usePagedList';
