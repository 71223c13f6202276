import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { DonorTools, ReceiptFrame, ReceiptSheet } from '@/widgets/receipt';
import { useGetDonorReceiptQuery } from '../api/donorReceiptApi';

/**
 * /receipt/:token: a donor's receipt, opened by the link in their thank-you mail or WhatsApp
 * message without signing in. In their language (the link says it), with a switch; alone on the
 * page so it prints as a receipt. Never cached nor indexed (the server says so).
 */
export function DonorReceiptPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const { data, isError, isLoading } = useGetDonorReceiptQuery(token);

  return (
    <ReceiptFrame label={t('receipt.title')} tools={<DonorTools ready={Boolean(data)} />}>
      {isLoading && <p role="status">{t('donorReceipt.loading')}</p>}
      {isError && (
        <p role="alert" className="receipt-page__problem">
          {t('donorReceipt.refused')}
        </p>
      )}
      {data && <ReceiptSheet receipt={data} />}
    </ReceiptFrame>
  );
}
