import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Descriptions, Empty, Table, Tag, type TableColumnsType } from 'antd';
import type { GiftRecord, DonorType } from '@contract/gifts';
import { DeleteButton } from '@/features/admin/delete-item';
import { useDeleteGiftMutation, useGetGiftRecordsQuery } from '@/entities/gift';
import { LANGUAGE_NAMES } from '@/shared/i18n';
import { useLoadFailureToast } from '@/shared/lib/admin-form';
import { formatMoney } from '@/shared/lib/format';
import { routePaths } from '@/shared/routes';
import { DateText } from '@/shared/ui/date-text';
import { AdminListSkeleton } from '@/shared/ui/admin-list-skeleton';
import { GiftMessagesCell } from './GiftMessagesCell';

const BADGE = {
  topDonor: { key: 'donorList.topDonor', color: 'gold' },
  firstDonor: { key: 'donorList.firstDonor', color: 'blue' },
  recentDonor: { key: 'donorList.recentDonor', color: 'default' },
} as const satisfies Record<DonorType, { key: string; color: string }>;

/** A gift's private details that were given (admins only), for its row's expanded view. */
function GiftDetails({ gift }: { gift: GiftRecord }) {
  const { t } = useTranslation();
  // References, e-mail addresses and phone numbers read left to right on Urdu screens too.
  const rows: [string, string | null, 'ltr' | 'auto'][] = [
    [t('adminGifts.paymentMode'), t(`paymentMode.${gift.paymentMode}`), 'auto'],
    [t('adminGifts.paymentReference'), gift.paymentReference, 'ltr'],
    [
      t('adminGifts.idType'),
      gift.donorIdType && `${t(`donorIdType.${gift.donorIdType}`)}: ${gift.donorIdNumber ?? ''}`,
      'auto',
    ],
    [t('adminGifts.address'), gift.donorAddress, 'auto'],
    [t('adminGifts.email'), gift.donorEmail, 'ltr'],
    [t('adminGifts.phone'), gift.donorPhone, 'ltr'],
    [t('adminGifts.updates'), gift.wantsUpdates ? t('adminGifts.updatesAsked') : null, 'auto'],
  ];
  return (
    <Descriptions
      size="small"
      column={1}
      items={rows
        .filter(([, value]) => value)
        .map(([label, value, dir]) => ({
          key: label,
          label,
          children: <bdi dir={dir}>{value}</bdi>,
        }))}
    />
  );
}

/**
 * A project's gifts as recorded, newest first: the donor's name even when the public sees only
 * initials or "Anonymous", the purpose, and the amount with a mark when it is hidden. Each gift
 * is removable after a confirmation. A rejected gift stays, greyed, marked and counted nowhere.
 */
export function GiftsTable({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { data, isLoading, error } = useGetGiftRecordsQuery(projectId);
  const [deleteGift] = useDeleteGiftMutation();
  useLoadFailureToast(error, t('adminGifts.donorsFailed'));
  const nameOf = (donor: GiftRecord) => donor.donorName ?? t('adminGifts.anonymous');

  const columns: TableColumnsType<GiftRecord> = [
    {
      key: 'name',
      title: t('adminGifts.donorName'),
      render: (_, donor) => (
        <>
          <bdi>{nameOf(donor)}</bdi>
          {/* A named donor the public sees otherwise: as initials, or as "Anonymous". */}
          {donor.donorName && donor.shownAs !== 'name' && (
            <span className="admin-gifts__shown">
              {t('adminGifts.shownAsNote', { how: t(`donorShownAs.${donor.shownAs}`) })}
            </span>
          )}
        </>
      ),
    },
    {
      key: 'amount',
      title: t('adminGifts.amountColumn'),
      render: (_, donor) => (
        <>
          <span dir="ltr">{formatMoney(donor.amount)}</span>
          {donor.hideAmount && (
            <Tag className="admin-gifts__hidden">{t('adminGifts.amountHidden')}</Tag>
          )}
        </>
      ),
    },
    {
      key: 'purpose',
      title: t('adminGifts.purpose'),
      render: (_, { purpose }) => t(`giftPurpose.${purpose}`),
    },
    {
      key: 'language',
      title: t('adminGifts.languageColumn'),
      // The language the donor's mails go in, named in itself.
      render: (_, { donorLanguage }) => (
        <span lang={donorLanguage}>{LANGUAGE_NAMES[donorLanguage]}</span>
      ),
    },
    {
      key: 'date',
      title: t('adminGifts.date'),
      render: (_, donor) => <DateText date={donor.date} />,
    },
    {
      key: 'badge',
      title: t('adminGifts.badge'),
      // A rejected gift never arrived: it has no badge, only its mark.
      render: (_, { type, status }) =>
        status === 'rejected' ? (
          <Tag>{t('adminGifts.rejected')}</Tag>
        ) : (
          <Tag color={BADGE[type].color}>{t(BADGE[type].key)}</Tag>
        ),
    },
    {
      key: 'receipt',
      title: t('adminReceipt.column'),
      render: (_, { id, receiptNumber }) =>
        receiptNumber && (
          <Link
            to={routePaths.adminReceipt(id)}
            className="admin-gifts__receipt"
            aria-label={t('adminReceipt.open', { number: receiptNumber })}
            dir="ltr"
          >
            {receiptNumber}
          </Link>
        ),
    },
    {
      key: 'messages',
      title: t('adminGiftMail.column'),
      render: (_, gift) => <GiftMessagesCell projectId={projectId} gift={gift} />,
    },
    {
      key: 'actions',
      title: t('adminCommon.actions'),
      render: (_, donor) => (
        <DeleteButton
          name={nameOf(donor)}
          label={t('adminGifts.removeNamed', { name: nameOf(donor) })}
          onDelete={() => deleteGift({ projectId, giftId: donor.id }).unwrap()}
        >
          {t('adminGifts.remove')}
        </DeleteButton>
      ),
    },
  ];

  if (isLoading) return <AdminListSkeleton />;
  if (!data) return null;
  // Pending gifts wait in their own list above (PendingGifts).
  const answered = data.filter((gift) => gift.status !== 'pending');
  if (answered.length === 0) return <Empty description={t('adminGifts.empty')} />;
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={answered}
      pagination={false}
      rowClassName={(gift) => (gift.status === 'rejected' ? 'admin-gifts__rejected' : '')}
      expandable={{
        // The expand buttons' column is named for screen readers.
        columnTitle: <span className="visually-hidden">{t('adminGifts.details')}</span>,
        expandedRowRender: (gift) => <GiftDetails gift={gift} />,
      }}
    />
  );
}
