import dayjs, { type Dayjs } from 'dayjs';
import { MAX_RUPEES, type DonationBody } from '@contract';

export type GiftFormValues = { donorName?: string; amount?: number | null; date: Dayjs };

export const ISO_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'DD MMM YYYY';

export const emptyGift = (): GiftFormValues => ({ donorName: '', amount: null, date: dayjs() });

/** Whole rupees, more than zero, within the contract's limit. */
export function isRupees(value: unknown): boolean {
  const amount = Number(value);
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_RUPEES;
}

/** A gift is never dated in the future (the server refuses it too). */
export const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/** The JSON body: an empty name is left out, which records an anonymous gift. */
export function toGift(values: GiftFormValues): DonationBody {
  const donorName = values.donorName?.trim();
  return {
    ...(donorName ? { donorName } : {}),
    amount: Number(values.amount),
    date: values.date.format(ISO_DATE),
  };
}
