import { useTranslation } from 'react-i18next';
import { Alert, Button } from 'antd';
import type { OwnerNotice } from '@contract/admin';
import { useAcknowledgeNoticeMutation, useGetOwnerNoticesQuery } from '@/entities/team';
import { formatWhen } from '@/shared/lib/format';
import { AdminSection } from '@/shared/ui/admin-section';
import { notifyError } from '@/shared/ui/toast';

/**
 * What every Owner must see until one acknowledges it (docs/product.md §6), such as a changed UPI
 * ID: each says what changed, who changed it and when. Nothing when none waits.
 */
export function OwnerNotices() {
  const { t } = useTranslation();
  // Each visit of the home screen asks afresh: another Owner may have changed something.
  const { data } = useGetOwnerNoticesQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!data || data.length === 0) return null;

  return (
    <AdminSection className="admin-home__notices" level={2} title={t('ownerNotices.heading')}>
      {data.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </AdminSection>
  );
}

function Notice({ notice }: { notice: OwnerNotice }) {
  const { t, i18n } = useTranslation();
  const [acknowledge, { isLoading }] = useAcknowledgeNoticeMutation();
  const done = async () => {
    try {
      await acknowledge(notice.id).unwrap();
    } catch {
      notifyError(t('ownerNotices.acknowledgeFailed'), { toastId: 'notice-failed' });
    }
  };

  return (
    <Alert
      type="warning"
      showIcon
      className="admin-home__notice"
      title={t('ownerNotices.notice', {
        summary: notice.summary,
        who: notice.adminEmail,
        when: formatWhen(notice.at, i18n.language),
      })}
      action={
        <Button size="small" loading={isLoading} onClick={() => void done()}>
          {t('ownerNotices.acknowledge')}
        </Button>
      }
    />
  );
}
