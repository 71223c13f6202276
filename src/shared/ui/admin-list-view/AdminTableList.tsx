import { Table, type TableColumnsType } from 'antd';
import { AdminListView } from './AdminListView';
import type { PagedList } from './usePagedList';

/** What a table screen shows of its list: a server-paged one, or a whole one (`wholeList`). */
export type TableListState<T> = Pick<
  PagedList<T>,
  'items' | 'loading' | 'fetching' | 'failed' | 'empty' | 'pagination'
>;

type AdminTableListProps<T> = {
  title: string;
  addTo: string;
  emptyText: string;
  list: TableListState<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** Wide tables scroll sideways on small screens instead of squeezing their columns. */
  scroll?: boolean;
};

/** An admin list screen whose items are the rows of a table. */
export function AdminTableList<T extends object>({
  title,
  addTo,
  emptyText,
  list,
  columns,
  rowKey,
  scroll = false,
}: AdminTableListProps<T>) {
  const table = (
    <Table
      rowKey={rowKey}
      columns={columns}
      dataSource={list.items}
      loading={list.fetching}
      pagination={list.pagination}
    />
  );
  return (
    <AdminListView
      title={title}
      addTo={addTo}
      loading={list.loading}
      failed={list.failed}
      empty={list.empty}
      emptyText={emptyText}
    >
      {scroll ? <div className="admin-list__scroll">{table}</div> : table}
    </AdminListView>
  );
}

/** A list read whole (never paged), as a table screen shows it. */
export function wholeList<T>(query: {
  data?: T[];
  isLoading: boolean;
  error?: unknown;
}): TableListState<T> {
  return {
    items: query.data,
    loading: query.isLoading,
    fetching: false,
    failed: query.data === undefined && query.error !== undefined,
    empty: query.data?.length === 0,
    pagination: false,
  };
}
