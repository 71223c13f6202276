import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Table, type TableColumnsType } from 'antd';
import type { NewsLogo } from '@contract';
import { DeleteButton } from '@/features/admin-delete-item';
import { useDeleteNewsLogoMutation, useGetNewsLogosQuery } from '@/entities/news-logo';
import { errorStatus, serverMessage, useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminListView } from '@/shared/ui/admin-list-view';

/** A logo still used by news items answers 409 with the reason, which the admin needs to read. */
function inUseMessage(error: unknown): string | undefined {
  return errorStatus(error) === 409 ? serverMessage(error) : undefined;
}

/** The news source logos (/admin/news/logos): name, image, edit and delete. */
export function AdminNewsLogosPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetNewsLogosQuery();
  const [deleteNewsLogo] = useDeleteNewsLogoMutation();
  useLoadFailureToast(error, t('adminNewsLogos.loadFailed'));

  const columns: TableColumnsType<NewsLogo> = [
    { key: 'name', title: t('adminNewsLogos.name'), dataIndex: 'name' },
    {
      key: 'image',
      title: t('adminNewsLogos.image'),
      render: (_, logo) => <img className="admin-thumb" src={logo.image} alt={logo.name} />,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, logo) => (
        <span className="admin-row-actions">
          <Link
            to={routePaths.adminNewsLogoEdit(logo.id)}
            aria-label={t('adminCommon.editNamed', { name: logo.name })}
          >
            {t('adminCommon.edit')}
          </Link>
          <DeleteButton
            name={logo.name}
            onDelete={() => deleteNewsLogo(logo.id).unwrap()}
            failureMessage={inUseMessage}
          />
        </span>
      ),
    },
  ];

  return (
    <AdminListView
      title={t('adminNewsLogos.heading')}
      addTo={routePaths.adminNewsLogoAdd}
      loading={isLoading}
      failed={data === undefined && error !== undefined}
      empty={data?.length === 0}
      emptyText={t('adminNewsLogos.empty')}
    >
      <Table rowKey="id" columns={columns} dataSource={data} pagination={false} />
    </AdminListView>
  );
}
