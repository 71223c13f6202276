import {
  ANONYMOUS_DONOR,
  GIFT_PURPOSES,
  financialYearOf,
  initialsOf,
  type GiftPurpose,
  type DonorDisplay,
  type DonorIdType,
  type GiftStatus,
  type PaymentMode,
  type GiftTotal,
  type Receipt,
} from '@contract/gifts';

/*
 * What the server computes from the gifts as recorded, written once: the badges, what the public
 * sees of each gift, and the totals per financial year and purpose. Plain functions, so the web
 * app's tests answer exactly as the server does.
 */

type DonorType = 'topDonor' | 'firstDonor' | 'recentDonor';

/** A gift as recorded (the fields of `GiftRecord` without its badge). */
export type RecordedGift = {
  id: number;
  donorName: string | null;
  amount: number;
  date: string;
  purpose: GiftPurpose;
  shownAs: DonorDisplay;
  hideAmount: boolean;
  status: GiftStatus;
};

type BadgedGift = RecordedGift & { type: DonorType };

/** What receipts and Form 10BD need of a gift: for admins only (`GiftRecord`). */
export type GiftDetails = {
  donorIdType: DonorIdType | null;
  donorIdNumber: string | null;
  donorAddress: string | null;
  donorEmail: string | null;
  donorPhone: string | null;
  paymentMode: PaymentMode;
  paymentReference: string | null;
};

/** A gift as the public sees it (the `Donor` of the contract). */
type PublicGift = {
  id: number;
  donorName: string;
  shownAs: DonorDisplay;
  amount?: number;
  date: string;
  type: DonorType;
};

/** A gift recorded without any of them: paid by a mode not told. */
export const NO_GIFT_DETAILS: GiftDetails = {
  donorIdType: null,
  donorIdNumber: null,
  donorAddress: null,
  donorEmail: null,
  donorPhone: null,
  paymentMode: 'other',
  paymentReference: null,
};

/** The details given (a field left out is none; an unpaid mode is 'other'), filled as recorded. */
export function giftDetailsWith(given: { [Field in keyof GiftDetails]?: GiftDetails[Field] }) {
  const details: GiftDetails = { ...NO_GIFT_DETAILS };
  for (const field of Object.keys(details) as (keyof GiftDetails)[]) {
    if (given[field] !== undefined) Object.assign(details, { [field]: given[field] });
  }
  return details;
}

const earlier = (a: RecordedGift, b: RecordedGift) =>
  a.date < b.date || (a.date === b.date && a.id < b.id);

/** Only a confirmed gift counts: in totals, supporter counts, badges and the public list. */
export const isCounted = (gift: { status: GiftStatus }) => gift.status === 'confirmed';

/**
 * The badge of each gift: the largest shown amount is the top donor (the earliest among equals),
 * the earliest gift the first, among confirmed gifts. A gift whose amount is hidden is never the
 * top donor: the badge would tell how large it is.
 */
export function badgeGifts<Gift extends RecordedGift>(gifts: Gift[]): (Gift & BadgedGift)[] {
  let top: Gift | undefined;
  let first: Gift | undefined;
  for (const gift of gifts.filter(isCounted)) {
    const larger =
      !top || gift.amount > top.amount || (gift.amount === top.amount && earlier(gift, top));
    if (!gift.hideAmount && larger) top = gift;
    if (!first || earlier(gift, first)) first = gift;
  }
  return gifts.map((gift) => {
    const type: DonorType =
      gift === top ? 'topDonor' : gift === first ? 'firstDonor' : 'recentDonor';
    return { ...gift, type };
  });
}

/** A gift as the public sees it: the name as the donor chose, the amount unless hidden, no purpose. */
export function publicGift(gift: BadgedGift): PublicGift {
  const named = gift.donorName !== null && gift.shownAs !== 'anonymous';
  const donorName = !named
    ? ANONYMOUS_DONOR
    : gift.shownAs === 'initials'
      ? initialsOf(gift.donorName ?? '')
      : (gift.donorName ?? '');
  return {
    id: gift.id,
    donorName,
    shownAs: named ? gift.shownAs : 'anonymous',
    ...(gift.hideAmount ? {} : { amount: gift.amount }),
    date: gift.date,
    type: gift.type,
  };
}

/** The gifts the public sees, newest first as given, badged among themselves. */
export const publicGifts = (gifts: RecordedGift[]): PublicGift[] =>
  badgeGifts(gifts).filter(isCounted).map(publicGift);

/** Gifts summed per financial year and purpose: newest year first, purposes in their order. */
export function totalsOf(
  gifts: Iterable<{ date: string; purpose: GiftPurpose; amount: number; status: GiftStatus }>,
): GiftTotal[] {
  const totals = new Map<string, GiftTotal>();
  for (const { date, purpose, amount, status } of gifts) {
    if (!isCounted({ status })) continue;
    const financialYear = financialYearOf(date);
    const key = `${financialYear} ${purpose}`;
    const total = totals.get(key) ?? { financialYear, purpose, amount: 0, gifts: 0 };
    total.amount += amount;
    total.gifts += 1;
    totals.set(key, total);
  }
  const order = (purpose: GiftPurpose) => GIFT_PURPOSES.indexOf(purpose);
  return [...totals.values()].sort(
    (a, b) => b.financialYear.localeCompare(a.financialYear) || order(a.purpose) - order(b.purpose),
  );
}

/** Why a gift has no receipt: only a confirmed gift gets one (its number is given then). */
export const NO_RECEIPT_UNLESS_CONFIRMED = 'A receipt is given only for a confirmed gift';

/** A gift as stored, as far as its receipt goes. */
type ReceiptSource = Omit<Receipt, 'receiptNumber' | 'project' | 'deduction'> & {
  status: GiftStatus;
  receiptNumber: string | null;
};

/**
 * What a gift's receipt says (GET /donations/{id}/receipt), or undefined for a gift that has
 * none: one not confirmed. Only the receipt's own fields, whatever else `gift` carries;
 * `deduction` is the wording in force for it (receiptWording.ts).
 */
export function receiptOf(
  gift: ReceiptSource,
  project: Receipt['project'],
  deduction: Receipt['deduction'],
): Receipt | undefined {
  if (!isCounted(gift) || !gift.receiptNumber) return undefined;
  return {
    id: gift.id,
    receiptNumber: gift.receiptNumber,
    donorName: gift.donorName,
    amount: gift.amount,
    date: gift.date,
    purpose: gift.purpose,
    paymentMode: gift.paymentMode,
    paymentReference: gift.paymentReference,
    donorIdType: gift.donorIdType,
    donorIdNumber: gift.donorIdNumber,
    donorAddress: gift.donorAddress,
    project,
    deduction,
  };
}
