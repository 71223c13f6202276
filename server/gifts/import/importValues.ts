import type { Language } from '@contract/pages';
import {
  GIFT_PURPOSES,
  DONOR_DISPLAYS,
  DONOR_ID_TYPES,
  PAYMENT_MODES,
  type GiftPurpose,
  type DonorDisplay,
  type DonorIdType,
  type PaymentMode,
} from '@contract/gifts';

/*
 * The cells of an imported gift read as the single-gift form would take them: dates and amounts
 * as Indian bank statements write them, choices by their name in any case. Each reader answers
 * the value, or undefined when the cell holds something it cannot read.
 */

const DMY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** yyyy-mm-dd or dd/mm/yyyy (also dd-mm-yyyy, dd.mm.yyyy) → yyyy-mm-dd, if a real day. */
export function readDate(cell: string): string | undefined {
  const ymd = YMD.exec(cell);
  const dmy = DMY.exec(cell);
  const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : undefined;
  if (!parts) return undefined;
  const [year, month, day] = parts.map((part) => part ?? '');
  const iso = `${year}-${month?.padStart(2, '0')}-${day?.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** Rupees written with Indian (1,20,000) or western (120,000) grouping, a ₹ or Rs. before. */
const AMOUNT = /^(?:₹|rs\.?|inr)?\s*(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d+))?$/i;

type AmountReading = { rupees: number } | { problem: 'notAnAmount' | 'notWholeRupees' };

/** An amount in whole rupees: "1,20,000", "1200.00"; paise make it `notWholeRupees`. */
export function readAmount(cell: string): AmountReading {
  const match = AMOUNT.exec(cell);
  if (!match) return { problem: 'notAnAmount' };
  if (match[2] && /[1-9]/.test(match[2])) return { problem: 'notWholeRupees' };
  return { rupees: Number((match[1] ?? '').replace(/,/g, '')) };
}

const lower = (cell: string) => cell.trim().toLowerCase();

function oneOf<Value extends string>(values: readonly Value[], cell: string) {
  const wanted = lower(cell);
  return values.find((value) => value === wanted);
}

export const readPurpose = (cell: string): GiftPurpose | undefined => oneOf(GIFT_PURPOSES, cell);

export const readShownAs = (cell: string): DonorDisplay | undefined =>
  oneOf(DONOR_DISPLAYS, cell.replace(/\s+/g, ''));

const YES = ['yes', 'y', 'true', '1'];
const NO = ['no', 'n', 'false', '0'];

export function readYesNo(cell: string): boolean | undefined {
  const wanted = lower(cell);
  return YES.includes(wanted) ? true : NO.includes(wanted) ? false : undefined;
}

/** Statements name the bank transfer by its rail. */
const MODE_ALIASES: Record<string, PaymentMode> = {
  neft: 'bank',
  rtgs: 'bank',
  imps: 'bank',
  'bank transfer': 'bank',
  check: 'cheque',
  draft: 'cheque',
  dd: 'cheque',
  'in kind': 'kind',
};

export const readMode = (cell: string): PaymentMode | undefined =>
  oneOf(PAYMENT_MODES, cell) ?? MODE_ALIASES[lower(cell)];

const ID_ALIASES: Record<string, DonorIdType> = { aadhar: 'aadhaar', 'voter id': 'voter' };

/** An id type by name, or by Form 10BD's code (1 PAN … 7 ration card). */
export function readIdType(cell: string): DonorIdType | undefined {
  const code = /^[1-7]$/.test(cell.trim()) ? DONOR_ID_TYPES[Number(cell.trim()) - 1] : undefined;
  return code ?? oneOf(DONOR_ID_TYPES, cell) ?? ID_ALIASES[lower(cell)];
}

/** The donor's language by its code, or its name in English or in Urdu. */
const LANGUAGE_NAMES: Record<string, Language> = {
  en: 'en',
  english: 'en',
  ur: 'ur',
  urdu: 'ur',
  اردو: 'ur',
};

export const readLanguage = (cell: string): Language | undefined => LANGUAGE_NAMES[lower(cell)];
