import {
  NO_GIFT_DETAILS,
  publicGifts,
  type GiftDetails,
  type RecordedGift,
} from '../../../../server/gifts/giftViews';
import { financialYearOf, receiptNumberOf, type Donor } from '@contract/gifts';
import type { Language } from '@contract/pages';

/**
 * A gift as the server keeps it: what the public may see, its private details, its receipt, the
 * language its donor reads and whether they get the project's updates (kept per gift here; the
 * server keeps a consent per address and project).
 */
export type StoredGift = RecordedGift &
  GiftDetails & { receiptNumber: string | null; donorLanguage: Language; wantsUpdates: boolean };

const gift = (
  id: number,
  donorName: string | null,
  amount: number,
  date: string,
  choices: Partial<StoredGift> = {},
): StoredGift => ({
  id,
  donorName,
  amount,
  date,
  purpose: 'general',
  shownAs: donorName ? 'name' : 'anonymous',
  hideAmount: false,
  ...NO_GIFT_DETAILS,
  status: 'confirmed',
  // Numbered by id: unique, like the server's, if not gapless.
  receiptNumber: receiptNumberOf(financialYearOf(date), id),
  donorLanguage: 'en',
  wantsUpdates: false,
  ...choices,
});

/**
 * A gift a donor told of after paying by UPI, waiting for an admin: no receipt number yet.
 * Nusrat Begum's ₹5,000 of 12 Feb 2026 unless told otherwise.
 */
export const toldGift = (choices: Partial<StoredGift> = {}): StoredGift =>
  gift(99, 'Nusrat Begum', 5000, '2026-02-12', {
    paymentMode: 'upi',
    paymentReference: '604312345678',
    status: 'pending',
    receiptNumber: null,
    ...choices,
  });

/** Gifts to the demo projects (the project entity's demo list) as recorded, newest first. */
export const demoGiftsByProject: Record<string, StoredGift[]> = {
  'ramadan-ration-kits': [
    gift(6, 'Venkatesh Rao', 30000, '2026-02-10'),
    gift(5, 'Fatima Khan', 15000, '2026-02-03', { purpose: 'zakat', shownAs: 'initials' }),
    gift(4, 'Syed Arif Hussain', 100000, '2026-01-28', {
      purpose: 'zakat',
      donorIdType: 'pan',
      donorIdNumber: 'AAAPH1234K',
      donorAddress: '4-1-12 Abids, Hyderabad 500001',
      paymentMode: 'upi',
      paymentReference: 'UTR402812345678',
    }),
    gift(3, null, 50000, '2026-01-20', { purpose: 'sadaqah' }),
    gift(2, 'Priya Sharma', 10000, '2026-01-15'),
    gift(1, 'Mohammed Irfan', 25000, '2026-01-12'),
  ],
  'girls-education': [gift(7, 'Anjali Reddy', 50000, '2025-09-04')],
  'clean-water': [],
  'winter-blankets': [gift(8, null, 150000, '2026-03-01')],
  'flood-relief-2025': [],
  'school-kits-2025': [],
};

/** What the public reads of `gifts` (newest first), badged as the server badges them. */
export const publicDonors = (gifts: RecordedGift[]): Donor[] => publicGifts(gifts);

/** The demo projects' donors as the public API answers them, by projectId. */
export const demoDonorsByProject: Record<string, Donor[]> = Object.fromEntries(
  Object.entries(demoGiftsByProject).map(([projectId, gifts]) => [projectId, publicDonors(gifts)]),
);
