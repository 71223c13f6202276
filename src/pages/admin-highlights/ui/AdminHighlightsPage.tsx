import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Table, type TableColumnsType } from 'antd';
import type { Highlight } from '@contract';
import { DeleteButton } from '@/features/admin-delete-item';
import { useDeleteHighlightMutation, useGetHighlightsQuery } from '@/entities/highlight';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminListView } from '@/shared/ui/admin-list-view';

/** The highlights list: heading, sub-heading, image, edit and delete. */
export function AdminHighlightsPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetHighlightsQuery();
  const [deleteHighlight] = useDeleteHighlightMutation();
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  const columns: TableColumnsType<Highlight> = [
    { key: 'heading', title: t('adminHighlights.headingField'), dataIndex: 'heading' },
    { key: 'subHeading', title: t('adminHighlights.subHeading'), dataIndex: 'subHeading' },
    {
      key: 'image',
      title: t('adminHighlights.image'),
      render: (_, highlight) => (
        <img className="admin-thumb" src={highlight.image} alt={highlight.heading} />
      ),
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, highlight) => (
        <span className="admin-row-actions">
          <Link
            to={routePaths.adminHighlightEdit(highlight.id)}
            aria-label={t('adminCommon.editNamed', { name: highlight.heading })}
          >
            {t('adminCommon.edit')}
          </Link>
          <DeleteButton
            name={highlight.heading}
            onDelete={() => deleteHighlight(highlight.id).unwrap()}
          />
        </span>
      ),
    },
  ];

  return (
    <AdminListView
      title={t('adminHighlights.heading')}
      addTo={routePaths.adminHighlightAdd}
      loading={isLoading}
      failed={data === undefined && error !== undefined}
      empty={data?.length === 0}
      emptyText={t('adminHighlights.empty')}
    >
      <Table rowKey="id" columns={columns} dataSource={data} pagination={false} />
    </AdminListView>
  );
}
