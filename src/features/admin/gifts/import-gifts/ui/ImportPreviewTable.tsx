import { useTranslation } from 'react-i18next';
import { Table, Tag, type TableColumnsType } from 'antd';
import { CASH_DEDUCTION_LIMIT, type ImportRow } from '@contract/gifts';
import { formatMoney } from '@/shared/lib/format';
import { DateText } from '@/shared/ui/date-text';

const NONE = '—';

/**
 * What the import would do with each row: OK, confirm a gift a donor told of, skipped (with why:
 * a told gift of another amount is the admin's to confirm or reject), or each of its problems.
 * An OK row paid in cash above ₹2,000 also warns that it earns no tax deduction (it imports).
 */
export function ImportPreviewTable({ rows }: { rows: ImportRow[] }) {
  const { t } = useTranslation();

  const statusOf = (row: ImportRow) => {
    if (row.status === 'ok' && row.cashOverLimit) {
      return (
        <>
          <Tag color="green">{t('importGifts.ok')}</Tag>
          <Tag color="orange">
            {t('importGifts.cashOverLimit', { limit: formatMoney(CASH_DEDUCTION_LIMIT) })}
          </Tag>
        </>
      );
    }
    if (row.status === 'ok') return <Tag color="green">{t('importGifts.ok')}</Tag>;
    if (row.status === 'confirms') return <Tag color="blue">{t('importGifts.confirms')}</Tag>;
    if (row.status === 'differs') {
      return (
        <Tag color="orange">
          {t('importGifts.differs', { amount: formatMoney(row.toldAmount ?? 0) })}
        </Tag>
      );
    }
    if (row.status === 'recorded') return <Tag>{t('importGifts.recorded')}</Tag>;
    if (row.status === 'repeated') {
      return <Tag>{t('importGifts.repeated', { row: row.repeatOf })}</Tag>;
    }
    return (
      <ul className="import-gifts__problems">
        {row.problems.map(({ field, code, limit }) => (
          <li key={`${field} ${code}`}>
            {t(`importProblem.${code}`, { field: t(`importColumn.${field}`), limit })}
          </li>
        ))}
      </ul>
    );
  };

  const columns: TableColumnsType<ImportRow> = [
    { key: 'row', title: t('importGifts.row'), dataIndex: 'row', align: 'end' },
    {
      key: 'date',
      title: t('importGifts.date'),
      render: (_, { date }) => (date ? <DateText date={date} /> : NONE),
    },
    {
      key: 'donor',
      title: t('importGifts.donor'),
      render: (_, { donorName }) => <bdi>{donorName ?? NONE}</bdi>,
    },
    {
      key: 'amount',
      title: t('importGifts.amount'),
      align: 'end',
      render: (_, { amount }) => (
        <span dir="ltr">{amount === null ? NONE : formatMoney(amount)}</span>
      ),
    },
    {
      key: 'reference',
      title: t('importGifts.reference'),
      render: (_, { reference }) => <span dir="ltr">{reference ?? NONE}</span>,
    },
    { key: 'status', title: t('importGifts.status'), render: (_, row) => statusOf(row) },
  ];

  return (
    <Table
      rowKey="row"
      columns={columns}
      dataSource={rows}
      size="small"
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
    />
  );
}
