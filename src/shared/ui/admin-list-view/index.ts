export { AdminEditLink } from './AdminEditLink';
export { AdminListView } from './AdminListView';
export type { AdminListViewProps } from './AdminListView';
export { AdminTableList, wholeList } from './AdminTableList';
export type { TableListState } from './AdminTableList';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, usePagedAdminList } from './usePagedAdminList';
export type { PageArgs, PagedAdminList, PagedQueryResult } from './usePagedAdminList';
export { URDU_MISSING_PARAM, UrduFilter, useUrduMissingOnly } from './UrduFilter';
