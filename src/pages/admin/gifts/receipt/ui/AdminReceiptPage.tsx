import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert, Button, Skeleton } from 'antd';
import { LanguageSwitch } from '@/features/switch-language';
import { useGetReceiptQuery } from '@/entities/gift';
import { routePaths } from '@/shared/routes';
import { ReceiptFrame, ReceiptSheet } from '@/widgets/receipt';

const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;

/**
 * /admin/receipts/:giftId: a confirmed gift's receipt, alone on the page so it prints on its
 * own (the toolbar is not printed). It is in the admin's language; the switch prints the other.
 */
export function AdminReceiptPage() {
  const { t } = useTranslation();
  const giftId = Number(useParams().giftId);
  const { data, error, isLoading } = useGetReceiptQuery(giftId, {
    skip: !Number.isInteger(giftId) || giftId < 1,
  });
  const projectId = data?.project.projectId;

  return (
    <ReceiptFrame
      label={t('receipt.title')}
      tools={
        <>
          <Link to={projectId ? routePaths.adminProjectGifts(projectId) : routePaths.adminProjects}>
            {t('adminReceipt.back')}
          </Link>
          <LanguageSwitch />
          <Button type="primary" onClick={() => window.print()} disabled={!data}>
            {t('receipt.print')}
          </Button>
        </>
      }
    >
      {isLoading && <Skeleton active />}
      {(error || !Number.isInteger(giftId)) && (
        <Alert
          type="error"
          showIcon
          message={statusOf(error) === 409 ? t('receipt.notConfirmed') : t('receipt.failed')}
        />
      )}
      {data && <ReceiptSheet receipt={data} />}
    </ReceiptFrame>
  );
}
