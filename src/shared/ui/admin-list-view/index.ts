export { AdminEditLink } from './AdminEditLink';
export { AdminListView } from './AdminListView';
export type { AdminListViewProps } from './AdminListView';
export { AdminTableList, wholeList } from './AdminTableList';
export type { TableListState } from './AdminTableList';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, usePagedList } from './usePagedList';
export type { PageArgs, PagedList, PagedQueryResult } from './usePagedList';
export { URDU_MISSING_PARAM, UrduFilter, useUrduMissingOnly } from './UrduFilter';
