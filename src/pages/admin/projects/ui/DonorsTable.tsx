import { useTranslation } from 'react-i18next';
import { Empty, Table, Tag, type TableColumnsType } from 'antd';
import { ANONYMOUS_DONOR, type Donor, type DonorType } from '@contract';
import { DeleteButton } from '@/features/admin/delete-item';
import { useDeleteDonationMutation, useGetDonorsQuery } from '@/entities/donor';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { formatMoney } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/date-text';
import { AdminListSkeleton } from '@/shared/ui/admin-list-skeleton';

const BADGE = {
  topDonor: { key: 'donorList.topDonor', color: 'gold' },
  firstDonor: { key: 'donorList.firstDonor', color: 'blue' },
  recentDonor: { key: 'donorList.recentDonor', color: 'default' },
} as const satisfies Record<DonorType, { key: string; color: string }>;

/** A project's gifts, newest first, each removable after a confirmation. */
export function DonorsTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetDonorsQuery(projectId);
  const [deleteDonation] = useDeleteDonationMutation();
  useLoadFailureToast(error, t('adminDonations.donorsFailed'));
  // The server names an anonymous gift in English; the admin reads it in its own language.
  const nameOf = (donor: Donor) =>
    donor.donorName === ANONYMOUS_DONOR ? t('adminDonations.anonymous') : donor.donorName;

  const columns: TableColumnsType<Donor> = [
    {
      key: 'name',
      title: t('adminDonations.donorName'),
      render: (_, donor) => <span dir="auto">{nameOf(donor)}</span>,
    },
    {
      key: 'amount',
      title: t('adminDonations.amountColumn'),
      render: (_, donor) => <span dir="ltr">{formatMoney(donor.amount)}</span>,
    },
    {
      key: 'date',
      title: t('adminDonations.date'),
      render: (_, donor) => <DateText date={donor.date} />,
    },
    {
      key: 'badge',
      title: t('adminDonations.badge'),
      render: (_, { type }) => <Tag color={BADGE[type].color}>{t(BADGE[type].key)}</Tag>,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, donor) => (
        <DeleteButton
          name={nameOf(donor)}
          label={t('adminDonations.removeNamed', { name: nameOf(donor) })}
          onDelete={() => deleteDonation({ projectId, donationId: donor.id }).unwrap()}
        >
          {t('adminDonations.remove')}
        </DeleteButton>
      ),
    },
  ];

  if (isLoading) return <AdminListSkeleton />;
  if (!data) return null;
  if (data.length === 0) return <Empty description={t('adminDonations.empty')} />;
  return (
    <div className="admin-list__scroll">
      <Table rowKey="id" columns={columns} dataSource={data} pagination={false} />
    </div>
  );
}
