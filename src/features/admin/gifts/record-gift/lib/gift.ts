import dayjs, { type Dayjs } from 'dayjs';
import { MAX_RUPEES } from '@contract/common';
import {
  compactIdNumber,
  type GiftBody,
  type GiftPurpose,
  type DonorDisplay,
  type DonorIdType,
  type PaymentMode,
} from '@contract/gifts';
import type { Language } from '@contract/pages';

export type GiftFormValues = {
  donorName?: string;
  amount?: number | null;
  date: Dayjs;
  purpose: GiftPurpose;
  shownAs: DonorDisplay;
  hideAmount: boolean;
  paymentMode: PaymentMode;
  paymentReference?: string;
  donorIdType?: DonorIdType;
  donorIdNumber?: string;
  donorAddress?: string;
  donorEmail?: string;
  donorPhone?: string;
  donorLanguage: Language;
  /** Mail the receipt to the donor's e-mail (only with one). */
  sendReceipt: boolean;
  /** The donor asked for the project's updates (only with an e-mail). */
  wantsUpdates: boolean;
};

export const ISO_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'DD MMM YYYY';

export const emptyGift = (): GiftFormValues => ({
  donorName: '',
  amount: null,
  date: dayjs(),
  purpose: 'general',
  shownAs: 'name',
  hideAmount: false,
  paymentMode: 'other',
  donorLanguage: 'en',
  sendReceipt: true,
  wantsUpdates: false,
});

/** Whole rupees, more than zero, within the contract's limit. */
export function isRupees(value: unknown): boolean {
  const amount = Number(value);
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_RUPEES;
}

/** A gift is never dated in the future (the server refuses it too). */
export const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** The texts that are not blank, trimmed: a blank private detail is none. */
function filled<T extends Record<string, string | undefined>>(texts: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([name, text]) => (text?.trim() ? [[name, text.trim()]] : [])),
  ) as Partial<T>;
}

/**
 * The JSON body. An empty name is left out, with the way it is shown: a gift without a name is
 * anonymous whatever was picked. Without an e-mail no receipt is mailed and no updates asked.
 */
export function toGift(values: GiftFormValues): GiftBody {
  const donorName = values.donorName?.trim();
  const hasEmail = Boolean(values.donorEmail?.trim());
  return {
    ...(donorName ? { donorName, shownAs: values.shownAs } : {}),
    amount: Number(values.amount),
    date: values.date.format(ISO_DATE),
    purpose: values.purpose,
    hideAmount: values.hideAmount,
    paymentMode: values.paymentMode,
    ...filled({
      paymentReference: values.paymentReference,
      donorIdNumber: compactIdNumber(values.donorIdType, values.donorIdNumber),
      donorAddress: values.donorAddress,
      donorEmail: values.donorEmail,
      donorPhone: values.donorPhone,
    }),
    ...(values.donorIdType ? { donorIdType: values.donorIdType } : {}),
    donorLanguage: values.donorLanguage,
    sendReceipt: hasEmail && values.sendReceipt,
    wantsUpdates: hasEmail && values.wantsUpdates,
  };
}
