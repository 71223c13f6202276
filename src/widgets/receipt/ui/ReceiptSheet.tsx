import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CASH_DEDUCTION_LIMIT, rupeesInWords, type Receipt } from '@contract/gifts';
import { blankTrust } from '@contract/settings';
import { useLocalized, useSettings } from '@/entities/setting';
import { toLanguage } from '@/shared/i18n';
import { formatDate, formatMoney } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/date-text';
import './ReceiptSheet.css';

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
 * words, how it was paid, what for, and the tax deduction in the wording of the gift's year (as
 * the server words it, `receipt.deduction`). Plain HTML, so it prints the same on any printer.
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
  const { deduction } = receipt;
  const section = deduction && (language === 'ur' ? deduction.sectionUr : deduction.section);

  return (
    <article className="receipt" aria-labelledby="receipt-title">
      <header className="receipt__trust">
        <p className="receipt__trust-name">{trustName}</p>
        {address && <p>{address}</p>}
        <dl className="receipt__registrations">
          {trust.pan && (
            <Line label={t('receipt.pan')} dir="ltr">
              {trust.pan}
            </Line>
          )}
          {registration && (
            <Line
              label={
                section ? t('receipt.registrationFor', { section }) : t('receipt.registration80g')
              }
            >
              <span dir="ltr">{registration.number}</span>
              {registration.validUntil &&
                ` (${t('receipt.validUntil', { date: formatDate(registration.validUntil, language) })})`}
            </Line>
          )}
        </dl>
      </header>
      <h1 id="receipt-title" className="receipt__title">
        {t('receipt.title')}
      </h1>
      <dl className="receipt__numbers">
        <Line label={t('receipt.number')} dir="ltr">
          {receipt.receiptNumber}
        </Line>
        <Line label={t('receipt.date')}>
          <DateText date={receipt.date} />
        </Line>
      </dl>
      <dl className="receipt__body">
        {/* The donor's words, isolated: a name or address never reorders its line. */}
        <Line label={t('receipt.receivedFrom')}>
          <bdi>{receipt.donorName ?? t('receipt.anonymous')}</bdi>
        </Line>
        {receipt.donorIdType && (
          <Line label={t('receipt.donorId')}>
            {t(`donorIdType.${receipt.donorIdType}`)}:{' '}
            <span dir="ltr">{receipt.donorIdNumber}</span>
          </Line>
        )}
        {receipt.donorAddress && (
          <Line label={t('receipt.address')}>
            <bdi>{receipt.donorAddress}</bdi>
          </Line>
        )}
        <Line label={t('receipt.amount')}>
          <strong dir="ltr">{formatMoney(receipt.amount)}</strong>
        </Line>
        <Line label={t('receipt.amountInWords')}>{rupeesInWords(receipt.amount, language)}</Line>
        <Line label={t('receipt.paidBy')}>{t(`paymentMode.${receipt.paymentMode}`)}</Line>
        {receipt.paymentReference && (
          <Line label={t('receipt.reference')} dir="ltr">
            {receipt.paymentReference}
          </Line>
        )}
        <Line label={t('receipt.purpose')}>{t(`giftPurpose.${receipt.purpose}`)}</Line>
        <Line label={t('receipt.project')}>{title}</Line>
      </dl>
      {deduction && (
        <p className="receipt__note">{language === 'ur' ? deduction.textUr : deduction.text}</p>
      )}
      {deduction?.cashOverLimit && (
        <p className="receipt__note">
          {t('receipt.cashOverLimit', { limit: formatMoney(CASH_DEDUCTION_LIMIT), section })}
        </p>
      )}
      <p className="receipt__signature">{t('receipt.signatory')}</p>
    </article>
  );
}
