import { useTranslation } from 'react-i18next';
import { List, Typography } from 'antd';
import type { DonationRecord } from '@contract';
import { useGetDonationRecordsQuery } from '@/entities/gift';
import { useDecideDonationMutation } from '../api/decideApi';
import { formatMoney } from '@/shared/lib/format';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { DateText } from '@/shared/ui/date-text';

/** What an admin does with a gift told of, in the order of its buttons. */
const DECISIONS = ['confirm', 'reject'] as const;

/**
 * The gifts donors told of (UPI pledges), first on the project's gifts screen: each waits for
 * an admin to confirm it (it then counts, with its receipt number) or reject it. Nothing when
 * none waits. Deciding reloads the lists, the totals and the project's figures through tags.
 */
export function PendingGifts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { data } = useGetDonationRecordsQuery(projectId);
  const [decide] = useDecideDonationMutation();
  const pending = (data ?? []).filter((gift) => gift.status === 'pending');
  if (pending.length === 0) return null;

  const nameOf = (gift: DonationRecord) => gift.donorName ?? t('adminDonations.anonymous');
  return (
    <section className="admin-donations__pending" aria-labelledby="pending-gifts-heading">
      <Typography.Title level={3} id="pending-gifts-heading">
        {t('adminDonations.pendingHeading')}
      </Typography.Title>
      <Typography.Paragraph>{t('adminDonations.pendingIntro')}</Typography.Paragraph>
      <List
        bordered
        dataSource={pending}
        rowKey="id"
        renderItem={(gift) => (
          <List.Item
            actions={DECISIONS.map((decision) => (
              <ConfirmActionButton
                key={decision}
                type={decision === 'confirm' ? 'primary' : 'default'}
                danger={decision === 'reject'}
                question={t(`adminDonations.${decision}Question`)}
                label={t(`adminDonations.${decision}Named`, { name: nameOf(gift) })}
                action={() => decide({ projectId, donationId: gift.id, decision }).unwrap()}
                failureMessage={() => t(`adminDonations.${decision}Failed`)}
              >
                {t(`adminDonations.${decision}`)}
              </ConfirmActionButton>
            ))}
          >
            <div>
              <Typography.Text strong dir="auto">
                {nameOf(gift)}
              </Typography.Text>
              <div className="admin-donations__pending-facts">
                <span dir="ltr">{formatMoney(gift.amount)}</span>
                <span>{t(`donationPurpose.${gift.purpose}`)}</span>
                <DateText date={gift.date} />
                {/* The UTR to look for in the bank statement; references read left to right. */}
                <span>
                  {t('adminDonations.paymentReference')}:{' '}
                  <span dir="ltr">{gift.paymentReference}</span>
                </span>
              </div>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
