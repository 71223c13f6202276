import dayjs, { type Dayjs } from 'dayjs';
import { MAX_RUPEES, type DonationBody, type DonationPurpose, type DonorDisplay } from '@contract';

export type GiftFormValues = {
  donorName?: string;
  amount?: number | null;
  date: Dayjs;
  purpose: DonationPurpose;
  shownAs: DonorDisplay;
  hideAmount: boolean;
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
});

/** Whole rupees, more than zero, within the contract's limit. */
export function isRupees(value: unknown): boolean {
  const amount = Number(value);
  return Number.isInteger(amount) && amount >= 1 && amount <= MAX_RUPEES;
}

/** A gift is never dated in the future (the server refuses it too). */
export const isFuture = (day: Dayjs) => day.isAfter(dayjs(), 'day');

/**
 * The JSON body. An empty name is left out, with the way it is shown: a gift without a name is
 * anonymous whatever was picked.
 */
export function toGift(values: GiftFormValues): DonationBody {
  const donorName = values.donorName?.trim();
  return {
    ...(donorName ? { donorName, shownAs: values.shownAs } : {}),
    amount: Number(values.amount),
    date: values.date.format(ISO_DATE),
    purpose: values.purpose,
    hideAmount: values.hideAmount,
  };
}
