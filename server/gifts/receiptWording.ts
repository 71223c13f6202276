import {
  financialYearOf,
  isCashOverDeductionLimit,
  type PaymentMode,
  type ReceiptDeduction,
} from '@contract/gifts';
import {
  defaultReceiptWording,
  fillWording,
  wordingInForce,
  type SettingContents,
} from '@contract/settings';
import { storedSettings, type Db } from '../db';

/*
 * What a receipt says of the donor's tax deduction, written once for every receipt (the admin's
 * page, the donor's page, the receipt mail): the wording of the `receipt-wording` setting in force
 * in the gift's financial year, the trust's name filled in, and whether the gift, paid in cash
 * above ₹2,000, earns none. Only with an 80G registration valid on the gift's date.
 */

/** What of a gift its deduction depends on. */
type WordedGift = { date: string; paymentMode: PaymentMode; amount: number };

/** The settings a receipt's wording reads. */
export type WordingSettings = Partial<Pick<SettingContents, 'site' | 'trust' | 'receipt-wording'>>;

const WORDING_SETTINGS = ['site', 'trust', 'receipt-wording'] as const;

/** The trust's 80G registration, if it was valid on `date` (a blank bound is open). */
function registrationOn(settings: WordingSettings, date: string) {
  return (settings.trust?.registrations ?? []).find(
    ({ kind, validFrom, validUntil }) =>
      kind === '80g' && (!validFrom || validFrom <= date) && (!validUntil || date <= validUntil),
  );
}

/**
 * The deduction a receipt of `gift` tells of, from settings already read (the web tests' mock
 * server uses it too); null when the trust has no 80G registration valid on the gift's date or
 * no name. A site whose Owner never saved a wording takes the shipped one.
 */
export function deductionOf(settings: WordingSettings, gift: WordedGift): ReceiptDeduction | null {
  const trust = settings.site?.name.en.trim() ?? '';
  if (!trust || !registrationOn(settings, gift.date)) return null;
  const trustUr = settings.site?.name.ur.trim() || trust;
  const { deductions } = settings['receipt-wording'] ?? defaultReceiptWording();
  const wording = wordingInForce(deductions, financialYearOf(gift.date));
  if (!wording) return null;
  const { section, sectionUr } = wording;
  return {
    section,
    sectionUr,
    text: fillWording(wording.text, { trust, section }),
    textUr: fillWording(wording.textUr, { trust: trustUr, section: sectionUr }),
    cashOverLimit: isCashOverDeductionLimit(gift),
  };
}

/**
 * The deduction a receipt of `gift` tells of, reading the settings from the database (or a
 * transaction): what GET /donations/{id}/receipt answers as `deduction`.
 */
export async function receiptWordingFor(
  db: Db,
  gift: WordedGift,
): Promise<ReceiptDeduction | null> {
  return deductionOf(await storedSettings(db, WORDING_SETTINGS), gift);
}
