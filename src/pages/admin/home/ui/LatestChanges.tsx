import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, Typography, type TableColumnsType } from 'antd';
import type { AuditEntry } from '@contract/admin';
import { LATEST_CHANGES_LIMIT, useGetLatestChangesQuery } from '@/entities/audit-entry';
import { formatWhen } from '@/shared/lib/format';
import { ChangeHistory } from './ChangeHistory';

/**
 * The audit trail's latest entries: who changed what, and when, in the admin's language; a change
 * that made a version leads to the item's history.
 */
export function LatestChanges() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  // Each visit of the home screen shows the changes made since, by this admin or another.
  const { data, isLoading, isError } = useGetLatestChangesQuery(LATEST_CHANGES_LIMIT, {
    refetchOnMountOrArgChange: true,
  });

  const columns: TableColumnsType<AuditEntry> = [
    {
      key: 'change',
      title: t('adminAudit.change'),
      render: (_, entry) => (
        <>
          <span className="admin-home__what">
            {t(`adminAuditAction.${entry.action}`, {
              resource: t(`adminAuditResource.${entry.resource}`),
            })}
          </span>
          {/* What the admin typed, in whichever script: isolated from the sentence around it. */}
          {entry.summary && <bdi className="admin-home__summary">{entry.summary}</bdi>}
          <ChangeHistory entry={entry} />
        </>
      ),
    },
    { key: 'who', title: t('adminAudit.who'), render: (_, entry) => <bdi>{entry.adminEmail}</bdi> },
    {
      key: 'when',
      title: t('adminAudit.when'),
      render: (_, entry) => <time dateTime={entry.at}>{formatWhen(entry.at, i18n.language)}</time>,
    },
  ];

  return (
    <section className="admin-home__changes" aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {t('adminAudit.heading')}
      </Typography.Title>
      {isError ? (
        <Typography.Text type="danger">{t('adminAudit.failed')}</Typography.Text>
      ) : (
        <Table
          rowKey="id"
          columns={columns}
          dataSource={data ?? []}
          loading={isLoading}
          pagination={false}
          // antd greys an empty table's text below AA contrast.
          locale={{ emptyText: <span className="admin-home__empty">{t('adminAudit.empty')}</span> }}
        />
      )}
    </section>
  );
}
