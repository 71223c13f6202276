import { Type, type Static } from '@sinclair/typebox';
import { GiftPurpose, DonorDisplay } from './schemas';
import { Rupees } from '../common/common';
import { LIMITS } from '../common/limits';
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
  },
  { additionalProperties: false },
);
export type PledgeBody = Static<typeof PledgeBody>;

/** The answer carries nothing the donor sent: only that the gift waits for an admin. */
export const PledgeAnswer = Type.Object({ status: Type.Literal('pending') });
export type PledgeAnswer = Static<typeof PledgeAnswer>;

/** The largest pledge body accepted, in bytes: every field at its longest fits well within it. */
export const PLEDGE_BODY_LIMIT = 2048;
