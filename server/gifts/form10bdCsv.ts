import { isFinancialYear } from '@contract/common';
import { DONOR_ID_TYPES, type DonorIdType, type PaymentMode } from '@contract/gifts';
import { csvLine } from './import/csv';

/*
 * Form 10BD, the statement of donations a trust files each year for Section 80G: the gifts of a
 * financial year in the columns of the Income Tax portal's template, one row per gift.
 */

const FORM_10BD_COLUMNS = [
  'Sr. No.',
  'Pre Acknowledgement Number',
  'ID Code',
  'Unique Identification Number',
  'Section Code',
  'Unique Registration Number (URN)',
  'Date of Issuance of Unique Registration Number',
  'Name of donor',
  'Address of donor',
  'Donation Type',
  'Mode of receipt',
  'Amount of donation (Indian rupees)',
] as const;

/** The first and last day of a financial year ("2025-26"), or null when it names none. */
export function financialYearDays(year: string): { from: string; to: string } | null {
  if (!isFinancialYear(year)) return null;
  const start = Number(year.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

const ELECTRONIC = 'Electronic modes including account payee cheque/draft';
const MODE_OF_RECEIPT: Record<PaymentMode, string> = {
  cash: 'Cash',
  kind: 'Kind',
  upi: ELECTRONIC,
  bank: ELECTRONIC,
  cheque: ELECTRONIC,
  card: ELECTRONIC,
  other: 'Others',
};

/**
 * "Others", not "Specific grant": the site records the cause a trust credits a gift to, not a
 * donor's written direction, and Corpus or Specific grant follows from such a direction. The
 * trust changes the cell for a gift that came with one.
 */
const DONATION_TYPE = 'Others';

type Form10bdGift = {
  donorName: string | null;
  amount: number;
  donorIdType: DonorIdType | null;
  donorIdNumber: string | null;
  donorAddress: string | null;
  paymentMode: PaymentMode;
};

/**
 * The form as CSV (CRLF lines, a byte-order mark so spreadsheets read Urdu names as UTF-8), one
 * row per gift in the order given. The pre-acknowledgement number and the URN with its date
 * stay blank: the trust fills them from the portal.
 */
export function form10bdCsv(gifts: readonly Form10bdGift[]): string {
  const rows = gifts.map((gift, index) => [
    index + 1,
    '',
    gift.donorIdType ? DONOR_ID_TYPES.indexOf(gift.donorIdType) + 1 : '',
    gift.donorIdNumber ?? '',
    'Section 80G',
    '',
    '',
    gift.donorName ?? '',
    gift.donorAddress ?? '',
    DONATION_TYPE,
    MODE_OF_RECEIPT[gift.paymentMode],
    gift.amount,
  ]);
  return `\uFEFF${[FORM_10BD_COLUMNS, ...rows].map(csvLine).join('\r\n')}\r\n`;
}
