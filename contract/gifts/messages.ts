import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../common/stringEnum';
import { Id } from '../common/common';
import { EMAIL_PATTERN } from '../common/limits';
import { Urdu } from '../content/entities';
import { GIFT_PURPOSES } from './rules';
import { LANGUAGES } from '../pages/language';
import { Receipt } from './schemas';

/* Donors hearing back (docs/mail.md): the mail state of gifts, receipt links and WhatsApp. */

const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;

/** Whether the site sends mail (SMTP_URL is set), for the admin to see (GET /mail). */
export const MailSetup = Type.Object({
  enabled: Type.Boolean(),
  /** The sender donors see; absent while mail is off. */
  from: Type.Optional(Type.String()),
});
export type MailSetup = Static<typeof MailSetup>;

/** A confirmed gift's ways to reach the donor, as the admin sees them. */
export const GiftMessages = Type.Object({
  id: Id,
  /** The receipt mail: null when none was queued (no e-mail, mail off, or not chosen). */
  mail: Type.Union([
    Type.Null(),
    Type.Object({
      status: StringEnum(MAIL_STATES),
      /** When it was sent, or last tried (ISO 8601). */
      at: Type.Union([Type.String(), Type.Null()]),
      /** Why the last try failed, as the mail server said it. */
      reason: Type.Union([Type.String(), Type.Null()]),
    }),
  ]),
  /** The receipt page, opened without signing in, in the donor's language. */
  receiptLink: Type.String(),
  /** wa.me with a thank-you and the receipt link, to the donor's phone when known. */
  whatsappLink: Type.String(),
});
export type GiftMessages = Static<typeof GiftMessages>;
export const GiftMessagesList = Type.Array(GiftMessages);

/** A receipt opened by its link (GET /receipts/{token}), with the donor's language. */
export const DonorReceipt = Type.Composite([
  Receipt,
  Type.Object({ donorLanguage: StringEnum(LANGUAGES) }),
]);
export type DonorReceipt = Static<typeof DonorReceipt>;

export const ReceiptTokenParams = Type.Object({
  token: Type.String({ minLength: 16, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
});

/** POST /receipts/find: the donor's e-mail, and the language of the mail they get. */
export const FindReceiptsBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 320, pattern: EMAIL_PATTERN }),
  language: Type.Optional(StringEnum(LANGUAGES)),
});
export type FindReceiptsBody = Static<typeof FindReceiptsBody>;

/** The same answer whether or not the address gave: nothing tells who gave. */
export const FindReceiptsAnswer = Type.Object({ status: Type.Literal('sent-if-known') });

/** Every receipt given to a donor's address (GET /receipts/list/{token}), and a statement per year. */
export const DonorReceiptList = Type.Object({
  receipts: Type.Array(
    Type.Object({
      receiptNumber: Type.String(),
      date: Type.String(),
      amount: Type.Integer(),
      purpose: StringEnum(GIFT_PURPOSES),
      project: Type.Object({ projectId: Type.String(), title: Type.String(), titleUr: Urdu }),
      /** The receipt page's token (GET /receipts/{token}). */
      token: Type.String(),
    }),
  ),
  /** Per financial year (April to March, "2026-27"), newest first: the receipts' total. */
  years: Type.Array(
    Type.Object({ financialYear: Type.String(), amount: Type.Integer(), gifts: Type.Integer() }),
  ),
});
export type DonorReceiptList = Static<typeof DonorReceiptList>;

/**
 * GET and POST /unsubscribe/{token}: the project whose updates the link ends, and whether they
 * have ended (POST ends them; a second POST changes nothing).
 */
export const UnsubscribeAnswer = Type.Object({
  project: Type.Object({ projectId: Type.String(), title: Type.String(), titleUr: Urdu }),
  ended: Type.Boolean(),
});
export type UnsubscribeAnswer = Static<typeof UnsubscribeAnswer>;
