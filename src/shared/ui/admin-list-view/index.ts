export { AdminListView } from './AdminListView';
export type { AdminListViewProps } from './AdminListView';
