/*
 * What a gift may be: its purposes, payment modes, statuses, donor ids and displays, financial
 * years and receipt numbers. Plain constants and checks: this file imports no schema library, so
 * the web app can use it without shipping the schemas (contract/package.json marks the contract
 * free of side effects, letting webpack drop the schema modules the app does not use).
 */

export const DONOR_TYPES = ['topDonor', 'firstDonor', 'recentDonor'] as const;

/** The donor name a public answer carries for a gift shown as anonymous. */
export const ANONYMOUS_DONOR = 'Anonymous';

/**
 * What a gift is for (issue 13): each donor's trust (amanah) must reach what it was meant for,
 * so Zakat, Sadaqah, Lillah and Fitrana are kept apart from general giving.
 */
export const GIFT_PURPOSES = ['general', 'zakat', 'sadaqah', 'lillah', 'fitrana'] as const;
export type GiftPurpose = (typeof GIFT_PURPOSES)[number];

/**
 * The identity documents Form 10BD accepts for a donor, in its order: PAN, Aadhaar, a foreign
 * tax id, passport, voter id (elector's photo identity card), driving licence, ration card.
 */
export const DONOR_ID_TYPES = [
  'pan',
  'aadhaar',
  'tax',
  'passport',
  'voter',
  'driving',
  'ration',
] as const;
export type DonorIdType = (typeof DONOR_ID_TYPES)[number];

/** A PAN: five letters, four digits, a letter (ABCDE1234F). */
export const PAN_PATTERN = '^[A-Z]{5}[0-9]{4}[A-Z]$';
/** An Aadhaar number: twelve digits. */
const AADHAAR_PATTERN = '^[0-9]{12}$';

/** The id numbers Form 10BD checks, by type; the others are kept as written. */
const ID_NUMBER_PATTERNS = {
  pan: new RegExp(PAN_PATTERN),
  aadhaar: new RegExp(AADHAAR_PATTERN),
} as const;
/** An id type whose numbers have a shape to check. */
export type CheckedIdType = keyof typeof ID_NUMBER_PATTERNS;
const isCheckedIdType = (idType: DonorIdType): idType is CheckedIdType =>
  idType in ID_NUMBER_PATTERNS;

/** An id number as it is checked and kept: trimmed; a checked one without spaces, in capitals. */
export function compactIdNumber(idType: DonorIdType | null | undefined, value: string | undefined) {
  const trimmed = value?.trim() ?? '';
  return idType && isCheckedIdType(idType) ? trimmed.replace(/\s+/g, '').toUpperCase() : trimmed;
}

/**
 * The checked id type whose shape an id number (compacted) misses; null when it has it, or its
 * type has no check.
 */
export const idNumberMisses = (idType: DonorIdType, number: string): CheckedIdType | null =>
  isCheckedIdType(idType) && !ID_NUMBER_PATTERNS[idType].test(number) ? idType : null;

/** How a gift was paid (Form 10BD's modes, with UPI and card named). */
export const PAYMENT_MODES = ['cash', 'upi', 'bank', 'cheque', 'card', 'kind', 'other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/**
 * A gift paid in cash earns its donor no deduction when it is more than this many rupees (section
 * 80G(5D) of the Income Tax Act, 1961; section 133 of the Income-tax Act, 2025 keeps the limit).
 * The trust still records and receipts it; the admin is warned and the receipt says so.
 */
export const CASH_DEDUCTION_LIMIT = 2000;

/** A gift paid in cash above CASH_DEDUCTION_LIMIT: the whole gift earns no deduction. */
export const isCashOverDeductionLimit = (gift: { paymentMode: PaymentMode; amount: number }) =>
  gift.paymentMode === 'cash' && gift.amount > CASH_DEDUCTION_LIMIT;

/** How a gift's donor is shown to the public: the full name, its initials, or not at all. */
export const DONOR_DISPLAYS = ['name', 'initials', 'anonymous'] as const;
export type DonorDisplay = (typeof DONOR_DISPLAYS)[number];

/** "Ayesha Siddiqui" → "A. S.": the first letter of each word, each followed by a dot. */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/u)
    .filter(Boolean)
    .map((word) => `${Array.from(word)[0] ?? ''}.`)
    .join(' ');
}

/**
 * The financial year (India: April to March) of a yyyy-mm-dd date, as receipts and Form 10BD
 * name it: "2026-27" for any day from 1 April 2026 to 31 March 2027.
 */
export function financialYearOf(isoDate: string): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * Where a gift stands: recorded by an admin (confirmed), told by a donor and waiting for an admin
 * (pending), or found not to have arrived (rejected). Only confirmed gifts count anywhere.
 */
export const GIFT_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** A receipt's number: its financial year and its place in it ("2026-27/0001"). */
export const receiptNumberOf = (financialYear: string, place: number) =>
  `${financialYear}/${String(place).padStart(4, '0')}`;
