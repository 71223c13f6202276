import { useTranslation } from 'react-i18next';
import { List, Typography } from 'antd';
import type { GiftRecord } from '@contract/gifts';
import { useGetGiftRecordsQuery } from '@/entities/gift';
import { useConfirmOrRejectPledgeMutation } from '../api/confirmApi';
import { formatMoney } from '@/shared/lib/format';
import { ConfirmActionButton } from '@/shared/ui/admin-confirm-action';
import { DateText } from '@/shared/ui/date-text';

/** What an admin does with a gift told of, in the order of its buttons. */
const DECISIONS = ['confirm', 'reject'] as const;

/**
 * The gifts donors told of (UPI pledges), first on the project's gifts screen: each waits for
 * an admin to confirm it (it then counts, with its receipt number) or reject it. Nothing when
 * none waits. Confirming or rejecting reloads the lists, the totals and the project's figures through tags.
 */
export function PendingGifts({ projectId }: { projectId: string }) {
  const { t } = useTranslation();
  const { data } = useGetGiftRecordsQuery(projectId);
  const [confirmOrReject] = useConfirmOrRejectPledgeMutation();
  const pending = (data ?? []).filter((gift) => gift.status === 'pending');
  if (pending.length === 0) return null;

  const nameOf = (gift: GiftRecord) => gift.donorName ?? t('adminGifts.anonymous');
  return (
    <section className="admin-gifts__pending" aria-labelledby="pending-gifts-heading">
      <Typography.Title level={3} id="pending-gifts-heading">
        {t('adminGifts.pendingHeading')}
      </Typography.Title>
      <Typography.Paragraph>{t('adminGifts.pendingIntro')}</Typography.Paragraph>
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
                question={t(`adminGifts.${decision}Question`)}
                label={t(`adminGifts.${decision}Named`, { name: nameOf(gift) })}
                action={() => confirmOrReject({ projectId, giftId: gift.id, decision }).unwrap()}
                failureMessage={() => t(`adminGifts.${decision}Failed`)}
              >
                {t(`adminGifts.${decision}`)}
              </ConfirmActionButton>
            ))}
          >
            <div>
              <Typography.Text strong>
                <bdi>{nameOf(gift)}</bdi>
              </Typography.Text>
              <div className="admin-gifts__pending-facts">
                <span dir="ltr">{formatMoney(gift.amount)}</span>
                <span>{t(`giftPurpose.${gift.purpose}`)}</span>
                <DateText date={gift.date} />
                {/* The UTR to look for in the bank statement; references read left to right. */}
                <span>
                  {t('adminGifts.paymentReference')}: <span dir="ltr">{gift.paymentReference}</span>
                </span>
              </div>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
