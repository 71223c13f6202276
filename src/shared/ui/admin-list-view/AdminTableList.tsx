import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, type TableColumnsType, type TableProps } from 'antd';
import { AdminListView, type AdminListViewProps } from './AdminListView';
import { UrduFilter, useUrduMissingOnly } from './UrduFilter';
import type { PagedAdminList } from './usePagedAdminList';

/** What a table screen shows of its list: a server-paged one, or a whole one (`wholeList`). */
type TableListState<T> = Pick<
  PagedAdminList<T>,
  'items' | 'loading' | 'fetching' | 'failed' | 'empty' | 'pagination'
>;

type AdminTableListProps<T> = Pick<AdminListViewProps, 'title' | 'addTo' | 'emptyText'> & {
  list: TableListState<T>;
  columns: TableColumnsType<T>;
  rowKey: keyof T & string;
  /** antd's parts of the table drawn otherwise (a row that can be dragged). */
  components?: TableProps<T>['components'];
  /** The list can show only its items lacking Urdu (UrduFilter; `list` follows the address). */
  urduFilter?: boolean;
  /** Another choice of which items show, above the Urdu one (a project's status). */
  filter?: ReactNode;
  /** What an empty table says while `filter` leaves no rows. */
  noRowsText?: string;
};

/** An admin list screen whose items are the rows of a table. */
export function AdminTableList<T extends object>({
  list,
  columns,
  rowKey,
  components,
  urduFilter = false,
  filter,
  noRowsText,
  ...view
}: AdminTableListProps<T>) {
  const { t } = useTranslation();
  const [urduMissingOnly] = useUrduMissingOnly();
  const { items, fetching, pagination, loading, failed, empty } = list;
  // What an empty table says while a filter leaves it so.
  const noRows = urduFilter && urduMissingOnly ? t('adminCommon.allHaveUrdu') : noRowsText;
  const table = (
    <Table
      rowKey={rowKey}
      columns={columns}
      components={components}
      dataSource={items}
      loading={fetching}
      pagination={pagination}
      // antd greys an empty table's text below AA contrast.
      locale={
        noRows ? { emptyText: <span className="admin-list__no-rows">{noRows}</span> } : undefined
      }
    />
  );
  return (
    <AdminListView
      {...view}
      loading={loading}
      failed={failed}
      empty={empty}
      filter={
        <>
          {filter}
          {urduFilter && <UrduFilter />}
        </>
      }
    >
      {table}
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
