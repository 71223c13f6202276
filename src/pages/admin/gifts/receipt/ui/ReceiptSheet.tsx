import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rupeesInWords, type Receipt } from '@contract/gifts';
import { blankTrust } from '@contract/settings';
import { useLocalized, useSettings } from '@/entities/setting';
import { toLanguage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/date-text';

type LineProps = { label: string; children: ReactNode; dir?: 'ltr' | 'auto' };

/** One labelled line of the receipt; numbers, PANs and references read left to right. */
function Line({ label, children, dir = 'auto' }: LineProps) {
  return (
    <div className="receipt__line">
      <dt>{label}</dt>
      <dd dir={dir}>{children}</dd>
    </div>
  );
}

/**
 * The receipt itself, in the page's language: the trust (name, address, PAN, 80G number), the
 * receipt's number and date, the donor with their ID and address, the amount in figures and in
 * words, how it was paid, what for. Plain HTML, so it prints the same on any printer.
 */
export function ReceiptSheet({ receipt }: { receipt: Receipt }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const settings = useSettings();
  const trust = settings.trust ?? blankTrust();
  const trustName = useLocalized(settings.site?.name) ?? '';
  const address = useLocalized(trust.address);
  const registration = trust.registrations.find(({ kind }) => kind === '80g');
  const title =
    language === 'ur' ? (receipt.project.titleUr ?? receipt.project.title) : receipt.project.title;

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__trust">
        <p className="receipt__trust-name">{trustName}</p>
        {address && <p>{address}</p>}
        <dl className="receipt__registrations">
          {trust.pan && (
            <Line label={t('adminReceipt.pan')} dir="ltr">
              {trust.pan}
            </Line>
          )}
          {registration && (
            <Line label={t('adminReceipt.registration80g')}>
              <span dir="ltr">{registration.number}</span>
              {registration.validUntil &&
                ` (${t('adminReceipt.validUntil', { date: formatDate(registration.validUntil, language) })})`}
            </Line>
          )}
        </dl>
      </header>
      <h1 id="receipt-title" className="receipt__title">
        {t('adminReceipt.title')}
      </h1>
      <dl className="receipt__numbers">
        <Line label={t('adminReceipt.number')} dir="ltr">
          {receipt.receiptNumber}
        </Line>
        <Line label={t('adminReceipt.date')}>
          <DateText date={receipt.date} />
        </Line>
      </dl>
      <dl className="receipt__body">
        <Line label={t('adminReceipt.receivedFrom')}>
          {receipt.donorName ?? t('adminGifts.anonymous')}
        </Line>
        {receipt.donorIdType && (
          <Line label={t('adminReceipt.donorId')}>
            {t(`donorIdType.${receipt.donorIdType}`)}:{' '}
            <span dir="ltr">{receipt.donorIdNumber}</span>
          </Line>
        )}
        {receipt.donorAddress && (
          <Line label={t('adminReceipt.address')}>{receipt.donorAddress}</Line>
        )}
        <Line label={t('adminReceipt.amount')}>
          <strong dir="ltr">{formatMoney(receipt.amount)}</strong>
        </Line>
        <Line label={t('adminReceipt.amountInWords')}>
          {rupeesInWords(receipt.amount, language)}
        </Line>
        <Line label={t('adminReceipt.paidBy')}>{t(`paymentMode.${receipt.paymentMode}`)}</Line>
        {receipt.paymentReference && (
          <Line label={t('adminReceipt.reference')} dir="ltr">
            {receipt.paymentReference}
          </Line>
        )}
        <Line label={t('adminReceipt.purpose')}>{t(`giftPurpose.${receipt.purpose}`)}</Line>
        <Line label={t('adminReceipt.project')}>{title}</Line>
      </dl>
      {registration && trustName && (
        <p className="receipt__note">{t('adminReceipt.note80g', { trust: trustName })}</p>
      )}
      <p className="receipt__signature">{t('adminReceipt.signatory')}</p>
    </article>
  );
}
