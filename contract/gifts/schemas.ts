import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { Id, IsoDate, Rupees } from '../common/common';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '../common/limits';
import { ProjectSlug, Urdu } from '../content/entities';
import { LANGUAGES } from '../pages/language';
import {
  DONOR_TYPES,
  GIFT_PURPOSES,
  DONOR_DISPLAYS,
  DONOR_ID_TYPES,
  PAYMENT_MODES,
  GIFT_STATUSES,
} from './rules';

/* The wire of the gifts: what the public and the admins see of a gift, and what an admin sends. */

export const DonorType = StringEnum(DONOR_TYPES);
export type DonorType = Static<typeof DonorType>;

export const GiftPurpose = StringEnum(GIFT_PURPOSES);
export const DonorDisplay = StringEnum(DONOR_DISPLAYS);
export const DonorIdType = StringEnum(DONOR_ID_TYPES);
export const PaymentMode = StringEnum(PAYMENT_MODES);
export const GiftStatus = StringEnum(GIFT_STATUSES);
/** The language a donor reads: their mails and receipt page. */
export const DonorLanguage = StringEnum(LANGUAGES);
const Private = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/**
 * A gift as the public sees it: the donor as they chose to be shown (full name, initials or
 * "Anonymous"), and the amount only when they did not hide it. Nothing hidden is carried.
 */
export const Donor = Type.Object({
  id: Id,
  /** The full name, its initials ("A. S.") or "Anonymous", as `shownAs` says. */
  donorName: Type.String(),
  shownAs: DonorDisplay,
  /** Absent when the donor chose to hide it. */
  amount: Type.Optional(Type.Integer()),
  date: IsoDate,
  type: DonorType,
});
export type Donor = Static<typeof Donor>;

/** A gift as the admin sees it (GET /projects/{id}/donations, a token needed). */
export const GiftRecord = Type.Object({
  id: Id,
  /** As recorded; null for a gift recorded without a name. */
  donorName: Type.Union([Type.String(), Type.Null()]),
  shownAs: DonorDisplay,
  hideAmount: Type.Boolean(),
  purpose: GiftPurpose,
  amount: Type.Integer(),
  date: IsoDate,
  type: DonorType,
  /* What receipts and Form 10BD need, for admins only: never in a public answer, a page or a log. */
  donorIdType: Private(DonorIdType),
  donorIdNumber: Private(Type.String()),
  donorAddress: Private(Type.String()),
  donorEmail: Private(Type.String()),
  donorPhone: Private(Type.String()),
  paymentMode: PaymentMode,
  paymentReference: Private(Type.String()),
  /** Only a confirmed gift counts; a pending one waits for an admin, a rejected one never came. */
  status: GiftStatus,
  /** "2026-27/0001": given when the gift is confirmed, never again to another. */
  receiptNumber: Type.Union([Type.String(), Type.Null()]),
  /** The language the donor reads (en or ur): their mails and receipt page. */
  donorLanguage: DonorLanguage,
  /**
   * Whether the donor's e-mail gets this project's updates: it has an active consent for the
   * project, given with this gift or an earlier one.
   */
  wantsUpdates: Type.Boolean(),
});
export type GiftRecord = Static<typeof GiftRecord>;
export const GiftRecordList = Type.Array(GiftRecord);

/**
 * The tax deduction a receipt tells of, in the wording in force in the gift's financial year (the
 * `receipt-wording` setting), with `{{trust}}` and `{{section}}` filled in (server/gifts/
 * receiptWording.ts): a receipt page or mail prints `text` (or `textUr`) as it is.
 */
export const ReceiptDeduction = Type.Object({
  /** "section 80G of the Income Tax Act, 1961". */
  section: Type.String(),
  sectionUr: Type.String(),
  /** "Donations to Roshni Welfare Trust qualify for deduction under section 80G of …". */
  text: Type.String(),
  textUr: Type.String(),
  /**
   * Paid in cash above CASH_DEDUCTION_LIMIT (₹2,000): this gift earns no deduction, and the
   * receipt says so after the text (`receipt.cashOverLimit`).
   */
  cashOverLimit: Type.Boolean(),
});
export type ReceiptDeduction = Static<typeof ReceiptDeduction>;

/**
 * What a receipt says of a confirmed gift (GET /donations/{id}/receipt, a token needed); the
 * trust's name, address, PAN and 80G number come from the settings.
 */
export const Receipt = Type.Object({
  id: Id,
  receiptNumber: Type.String(),
  /** As recorded; null for a gift recorded without a name. */
  donorName: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Integer(),
  date: IsoDate,
  purpose: GiftPurpose,
  paymentMode: PaymentMode,
  paymentReference: Private(Type.String()),
  donorIdType: Private(DonorIdType),
  donorIdNumber: Private(Type.String()),
  donorAddress: Private(Type.String()),
  project: Type.Object({ projectId: Type.String(), title: Type.String(), titleUr: Urdu }),
  /**
   * The deduction the gift gives its donor; null when the trust has no 80G registration valid on
   * the gift's date (or no name to give it), and the receipt then promises none.
   */
  deduction: Type.Union([ReceiptDeduction, Type.Null()]),
});
export type Receipt = Static<typeof Receipt>;

/** Confirmed gifts summed per financial year (April to March) and purpose, newest year first. */
export const GiftTotal = Type.Object({
  /** "2026-27". */
  financialYear: Type.String(),
  purpose: GiftPurpose,
  amount: Type.Integer(),
  gifts: Type.Integer(),
});
export type GiftTotal = Static<typeof GiftTotal>;
export const GiftTotals = Type.Array(GiftTotal);

/** A project's gifts that donors told of and no admin has confirmed or rejected yet. */
export const WaitingGifts = Type.Object({
  projectId: Type.String(),
  title: Type.String(),
  titleUr: Urdu,
  gifts: Type.Integer({ minimum: 1 }),
  amount: Type.Integer(),
  /** When the oldest of them was told (ISO 8601, UTC). */
  since: Type.String(),
});
export type WaitingGifts = Static<typeof WaitingGifts>;
export const WaitingGiftsList = Type.Array(WaitingGifts);

export const DonorList = Type.Array(Donor);

export const GiftBody = Type.Object({
  /** Empty, null or absent records an anonymous gift. */
  donorName: Type.Optional(Type.Union([Type.String({ maxLength: LIMITS.name }), Type.Null()])),
  amount: Rupees,
  /** Defaults to today; never in the future. */
  date: Type.Optional(IsoDate),
  /** Defaults to general. */
  purpose: Type.Optional(GiftPurpose),
  /** Defaults to the name when one is given, else anonymous; name and initials need a name. */
  shownAs: Type.Optional(DonorDisplay),
  /** Keeps the amount out of public answers (it still counts in every total). */
  hideAmount: Type.Optional(Type.Boolean()),
  /* Private details (admins only). An id number needs its type; a PAN or Aadhaar is checked. */
  donorIdType: Type.Optional(DonorIdType),
  donorIdNumber: Type.Optional(Type.String({ maxLength: 40 })),
  donorAddress: Type.Optional(Type.String({ maxLength: LIMITS.text })),
  donorEmail: Type.Optional(Type.String({ maxLength: 320, pattern: EMAIL_PATTERN })),
  donorPhone: Type.Optional(Type.String({ maxLength: 16, pattern: PHONE_PATTERN })),
  /** Defaults to other. */
  paymentMode: Type.Optional(PaymentMode),
  /** The bank's or UPI's reference (UTR); one gift per reference. */
  paymentReference: Type.Optional(Type.String({ maxLength: 64 })),
  /** The language the donor reads (their mails, their receipt page); defaults to English. */
  donorLanguage: Type.Optional(DonorLanguage),
  /** The donor asked for this project's updates: needs donorEmail; kept as a consent. */
  wantsUpdates: Type.Optional(Type.Boolean()),
  /** Mail the receipt to donorEmail (default true); without an e-mail there is nothing to send. */
  sendReceipt: Type.Optional(Type.Boolean()),
});
export type GiftBody = Static<typeof GiftBody>;

export const GiftParams = Type.Object({ id: ProjectSlug, donationId: Id });
export type GiftParams = Static<typeof GiftParams>;
