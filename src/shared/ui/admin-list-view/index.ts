export { AdminEditLink } from './AdminEditLink';
export { AdminListView } from './AdminListView';
export type { AdminListViewProps } from './AdminListView';
export { AdminTableList, wholeList } from './AdminTableList';
export { DEFAULT_PAGE_SIZE, usePagedAdminList } from './usePagedAdminList';
export type { PagedAdminList } from './usePagedAdminList';
export { ListFilter, useAddressFilter } from './ListFilter';
export { URDU_MISSING_PARAM, UrduFilter, useUrduMissingOnly } from './UrduFilter';
