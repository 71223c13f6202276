import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { financialYearOf, type DonorReceiptList } from '@contract/gifts';
import { useLocalized, useSettings } from '@/entities/setting';
import { toLanguage } from '@/shared/i18n';
import { formatMoney } from '@/shared/lib/format';
import { routePaths } from '@/shared/routes';
import { DateText } from '@/shared/ui/date-text';
import { DonorTools, ReceiptFrame } from '@/widgets/receipt';
import { useGetMyReceiptsQuery } from '../api/myReceiptsApi';
import './MyReceiptsPage.css';

type DonorReceiptLine = DonorReceiptList['receipts'][number];
type YearTotal = DonorReceiptList['years'][number];

/** One financial year's statement: its total, its number of gifts and its receipts, newest first. */
function YearSection({ year, receipts }: { year: YearTotal; receipts: DonorReceiptLine[] }) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const headingId = `my-receipts-${year.financialYear}`;
  return (
    <section className="my-receipts__year" aria-labelledby={headingId}>
      <h2 id={headingId} className="my-receipts__year-title">
        {t('myReceipts.year', { year: year.financialYear })}
      </h2>
      <p className="my-receipts__year-total">
        <strong>{t('myReceipts.total', { amount: formatMoney(year.amount) })}</strong> ·{' '}
        {t('myReceipts.gifts', { count: year.gifts })}
      </p>
      <table className="my-receipts__table">
        <thead>
          <tr>
            <th scope="col">{t('myReceipts.number')}</th>
            <th scope="col">{t('myReceipts.date')}</th>
            <th scope="col">{t('myReceipts.amount')}</th>
            <th scope="col">{t('myReceipts.purpose')}</th>
            <th scope="col">{t('myReceipts.project')}</th>
          </tr>
        </thead>
        <tbody>
          {receipts.map((receipt) => (
            <tr key={receipt.token}>
              <td dir="ltr">
                <Link to={routePaths.donorReceipt(receipt.token)}>{receipt.receiptNumber}</Link>
              </td>
              <td>
                <DateText date={receipt.date} />
              </td>
              <td dir="ltr">{formatMoney(receipt.amount)}</td>
              <td>{t(`giftPurpose.${receipt.purpose}`)}</td>
              <td>
                {language === 'ur'
                  ? (receipt.project.titleUr ?? receipt.project.title)
                  : receipt.project.title}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The list's receipts under each of its years (newest year first, as the server sends them). */
function byYear({ receipts, years }: DonorReceiptList) {
  const newestFirst = [...receipts].sort((a, b) => b.date.localeCompare(a.date));
  return years.map((year) => ({
    year,
    receipts: newestFirst.filter(({ date }) => financialYearOf(date) === year.financialYear),
  }));
}

/**
 * /my-receipts/:token: every receipt given to a donor's e-mail, opened by the link mailed to it
 * (24 hours) without signing in: a statement per financial year, printable, each receipt linking
 * to its own page. Never cached nor indexed (the server says so).
 */
export function MyReceiptsPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const { data, isError, isLoading } = useGetMyReceiptsQuery(token);
  const trustName = useLocalized(useSettings().site?.name) ?? '';

  return (
    <ReceiptFrame label={t('myReceipts.title')} tools={<DonorTools ready={Boolean(data)} />}>
      {isLoading && <p role="status">{t('myReceipts.loading')}</p>}
      {isError && (
        <div role="alert" className="receipt-page__problem">
          <p className="my-receipts__refused">{t('myReceipts.refused')}</p>
          <Link to={routePaths.receiptsFind}>{t('myReceipts.askAgain')}</Link>
        </div>
      )}
      {data && (
        <article className="my-receipts" aria-labelledby="my-receipts-title">
          {trustName && <p className="my-receipts__trust">{trustName}</p>}
          <h1 id="my-receipts-title" className="my-receipts__title">
            {t('myReceipts.heading')}
          </h1>
          {data.receipts.length === 0 && <p>{t('myReceipts.none')}</p>}
          {byYear(data).map(({ year, receipts }) => (
            <YearSection key={year.financialYear} year={year} receipts={receipts} />
          ))}
          <p className="my-receipts__note">{t('myReceipts.taxNote')}</p>
        </article>
      )}
    </ReceiptFrame>
  );
}
