import { useTranslation } from 'react-i18next';
import { Table, type TableColumnsType } from 'antd';
import type { GiftTotal } from '@contract/gifts';
import { Form10bdDownloads } from '@/features/admin/gifts/export-form-10bd';
import { useGetGiftTotalsQuery } from '@/entities/gift';
import { formatMoney } from '@/shared/lib/format';
import { AdminSection } from '@/shared/ui/admin-section';

/**
 * Every gift summed per financial year (April to March) and purpose, newest year first: Zakat,
 * Sadaqah, Lillah and Fitrana each reach what they were given for, and the trust can show it.
 * Beside them, Form 10BD of each of those years.
 */
export function GiftTotals() {
  const { t } = useTranslation();
  const { data, isError } = useGetGiftTotalsQuery();
  if (isError || !data) return null;

  const columns: TableColumnsType<GiftTotal> = [
    { key: 'year', title: t('adminGifts.financialYear'), dataIndex: 'financialYear' },
    {
      key: 'purpose',
      title: t('adminGifts.purpose'),
      render: (_, { purpose }) => t(`giftPurpose.${purpose}`),
    },
    { key: 'gifts', title: t('adminGifts.giftsColumn'), dataIndex: 'gifts', align: 'end' },
    {
      key: 'amount',
      title: t('adminGifts.amountColumn'),
      align: 'end',
      render: (_, { amount }) => <span dir="ltr">{formatMoney(amount)}</span>,
    },
  ];

  return (
    <AdminSection className="admin-home__totals" level={2} title={t('adminGifts.totalsHeading')}>
      <p>{t('adminGifts.totalsIntro')}</p>
      {data.length === 0 ? (
        <p className="admin-home__empty">{t('adminGifts.empty')}</p>
      ) : (
        <Table
          rowKey={({ financialYear, purpose }) => `${financialYear} ${purpose}`}
          columns={columns}
          dataSource={data}
          pagination={false}
          size="small"
        />
      )}
      {data.length > 0 && (
        <Form10bdDownloads years={[...new Set(data.map(({ financialYear }) => financialYear))]} />
      )}
    </AdminSection>
  );
}
