import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, Table, Typography, type TableColumnsType } from 'antd';
import type { BinEntry } from '@contract/admin';
import { imageOfData } from '@/features/admin/item-history';
import { useGetBinQuery, useRestoreBinEntryMutation } from '../api/binApi';
import { TrustDateTime } from '@/entities/setting';
import { resourceOfKind } from '@/entities/version';
import { errorStatus, serverMessage, useLoadFailureToast } from '@/shared/lib/admin-form';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { AdminListSkeleton } from '@/shared/ui/admin-list-skeleton';
import { notifySuccess } from '@/shared/ui/toast';
import './AdminBinPage.css';

/** A bin entry's restore, after a question; the bin and the lists of its kind reload. */
function RestoreButton({ entry }: { entry: BinEntry }) {
  const { t } = useTranslation();
  const [restore] = useRestoreBinEntryMutation();
  const restoreIt = async () => {
    await restore(entry).unwrap();
    notifySuccess(t('adminBin.restored', { name: entry.summary }));
  };
  const failure = (error: unknown) => {
    const status = errorStatus(error);
    if (status === 404) return t('adminBin.gone');
    if (status === 409) return serverMessage(error) ?? t('adminBin.restoreFailed');
    return t('adminBin.restoreFailed');
  };
  return (
    <ConfirmActionButton
      question={t('adminBin.confirmRestore')}
      description={t('adminBin.confirmDetail')}
      action={restoreIt}
      failureMessage={failure}
      label={t('adminBin.restoreNamed', { name: entry.summary })}
      type="default"
    >
      {t('adminBin.restore')}
    </ConfirmActionButton>
  );
}

/**
 * /admin/bin (issue 31): the items deleted in the last 30 days, newest first: what each is, who
 * deleted it and when, when it goes for good, and its restore. Read afresh on each visit.
 */
export function AdminBinPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const { data, isLoading, error } = useGetBinQuery(undefined, { refetchOnMountOrArgChange: true });
  useLoadFailureToast(error, t('adminBin.loadFailed'));

  const columns: TableColumnsType<BinEntry> = [
    {
      key: 'kind',
      title: t('adminBin.kind'),
      render: (_, entry) => t(`adminAuditResource.${resourceOfKind(entry.kind)}`),
    },
    {
      key: 'item',
      title: t('adminBin.item'),
      // What the admin typed, in whichever script.
      render: (_, entry) => <bdi>{entry.summary}</bdi>,
    },
    {
      key: 'image',
      title: t('adminBin.image'),
      render: (_, entry) => {
        const image = imageOfData(entry.kind, entry.data);
        return image && <img className="admin-bin__thumb" src={image} alt={entry.summary} />;
      },
    },
    {
      key: 'deletedBy',
      title: t('adminBin.deletedBy'),
      render: (_, entry) => <bdi>{entry.deletedBy}</bdi>,
    },
    {
      key: 'deletedAt',
      title: t('adminBin.deletedAt'),
      render: (_, entry) => <TrustDateTime at={entry.deletedAt} />,
    },
    {
      key: 'purgeAt',
      title: t('adminBin.purgeAt'),
      render: (_, entry) => <TrustDateTime at={entry.purgeAt} />,
    },
    {
      key: 'actions',
      title: t('adminBin.actions'),
      render: (_, entry) => <RestoreButton entry={entry} />,
    },
  ];

  return (
    // The admin layout's content area is the page's <main>; each screen is a named region in it.
    <section className="admin-bin" aria-labelledby={headingId}>
      <Typography.Title level={1} className="admin-bin__heading" id={headingId}>
        {t('adminBin.heading')}
      </Typography.Title>
      <p className="admin-bin__intro">{t('adminBin.intro')}</p>
      {isLoading && <AdminListSkeleton />}
      {data?.length === 0 && (
        <Empty
          description={
            <>
              <Typography.Text strong className="admin-bin__empty">
                {t('adminBin.empty')}
              </Typography.Text>
              <span className="admin-bin__intro">{t('adminBin.emptyHint')}</span>
            </>
          }
        />
      )}
      {data !== undefined && data.length > 0 && (
        // Each cell on one line: on a phone the table scrolls inside its own box.
        <Table
          rowKey="id"
          columns={columns}
          dataSource={data}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      )}
    </section>
  );
}
