import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Table, type TableColumnsType } from 'antd';
import type { Partner } from '@contract';
import { DeleteButton } from '@/features/admin-delete-item';
import { useDeletePartnerMutation, useGetPartnersQuery } from '@/entities/partner';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { routePaths } from '@/shared/routes';
import { AdminListView } from '@/shared/ui/admin-list-view';

/** The partners list (SPEC.md §2): name, logo, edit and delete. */
export function AdminPartnersPage() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetPartnersQuery();
  const [deletePartner] = useDeletePartnerMutation();
  useLoadFailureToast(error, t('adminCommon.loadFailed'));

  const columns: TableColumnsType<Partner> = [
    { key: 'name', title: t('adminPartners.name'), dataIndex: 'name' },
    {
      key: 'logo',
      title: t('adminPartners.logo'),
      render: (_, partner) => <img className="admin-thumb" src={partner.logo} alt={partner.name} />,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, partner) => (
        <span className="admin-row-actions">
          <Link
            to={routePaths.adminPartnerEdit(partner.id)}
            aria-label={t('adminCommon.editNamed', { name: partner.name })}
          >
            {t('adminCommon.edit')}
          </Link>
          <DeleteButton name={partner.name} onDelete={() => deletePartner(partner.id).unwrap()} />
        </span>
      ),
    },
  ];

  return (
    <AdminListView
      title={t('adminPartners.heading')}
      addTo={routePaths.adminPartnerAdd}
      loading={isLoading}
      failed={data === undefined && error !== undefined}
      empty={data?.length === 0}
      emptyText={t('adminPartners.empty')}
    >
      <Table rowKey="id" columns={columns} dataSource={data} pagination={false} />
    </AdminListView>
  );
}
