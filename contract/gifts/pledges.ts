import { Type, type Static } from '@sinclair/typebox';
import { DonorLanguage, GiftPurpose, DonorDisplay } from './schemas';
import { Rupees } from '../common/common';
import { EMAIL_PATTERN, LIMITS, PHONE_PATTERN } from '../common/limits';
import { UTR_PATTERN } from './upi';

/**
 * What a donor tells after paying by UPI (POST /projects/{id}/pledges, no token): it makes a
 * pending gift, which counts nowhere until an admin confirms it.
 */
export const PledgeBody = Type.Object(
  {
    /** Empty or absent: an anonymous gift. */
    donorName: Type.Optional(Type.String({ maxLength: LIMITS.name })),
    amount: Rupees,
    /** The UPI transaction's reference (UTR), twelve digits; one gift per reference. */
    paymentReference: Type.String({ minLength: 12, maxLength: 12, pattern: UTR_PATTERN }),
    /** Defaults to general; Zakat only for a project that accepts it. */
    purpose: Type.Optional(GiftPurpose),
    /** Defaults to the name when one is given, else anonymous. */
    shownAs: Type.Optional(DonorDisplay),
    hideAmount: Type.Optional(Type.Boolean()),
    /*
     * What a receipt needs, all optional and never shown to the public (as `GiftBody`'s): the
     * e-mail the receipt goes to, the phone for a WhatsApp message with it, and for an 80G
     * receipt the PAN (checked; spaces and small letters forgiven) and the address.
     */
    donorEmail: Type.Optional(Type.String({ maxLength: 320, pattern: EMAIL_PATTERN })),
    donorPhone: Type.Optional(Type.String({ maxLength: 16, pattern: PHONE_PATTERN })),
    donorPan: Type.Optional(Type.String({ maxLength: 40 })),
    donorAddress: Type.Optional(Type.String({ maxLength: LIMITS.text })),
    /** The donor asked for this project's updates: needs donorEmail; kept as a consent. */
    wantsUpdates: Type.Optional(Type.Boolean()),
    /** The language of the page the donor told it on: their mails and receipt page. */
    donorLanguage: Type.Optional(DonorLanguage),
  },
  { additionalProperties: false },
);
export type PledgeBody = Static<typeof PledgeBody>;

/** The answer carries nothing the donor sent: only that the gift waits for an admin. */
export const PledgeAnswer = Type.Object({ status: Type.Literal('pending') });
export type PledgeAnswer = Static<typeof PledgeAnswer>;

/**
 * The largest pledge body accepted, in bytes (64 KB): every text at its longest (the address
 * takes most of it) in UTF-8's widest characters, four bytes each, as a browser sends them, with
 * the names and choices, fits within it. Five pledges an hour per address keep the whole small.
 */
export const PLEDGE_BODY_LIMIT = 64 * 1024;
