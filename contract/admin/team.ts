import { Type, type Static } from '@sinclair/typebox';
import { Role } from './roles';

/* The admin team (docs/product.md §6): who is on it, in which role; the Owner's screen. */

/** GET /api/v1/users/me: the signed-in person, for the admin to show what their role allows. */
export const Me = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Role,
  /** Two-factor sign-in is on for this person. */
  twoFactor: Type.Boolean(),
  /** The Owner requires two-factor sign-in of this person's role (Owners and Accounts). */
  twoFactorRequired: Type.Boolean(),
});
export type Me = Static<typeof Me>;

/** One person of the team, as GET /api/v1/team lists them (Owner only). */
export const TeamMember = Type.Object({
  id: Type.Integer(),
  email: Type.String(),
  role: Role,
  /** ISO 8601, UTC; null when the person never signed in. */
  lastSignInAt: Type.Union([Type.String(), Type.Null()]),
  twoFactor: Type.Boolean(),
});
export type TeamMember = Static<typeof TeamMember>;

export const TeamList = Type.Array(TeamMember);
export type TeamList = Static<typeof TeamList>;

/** POST /api/v1/team: adds a person; the answer shows their password once, to hand over. */
export const NewMemberBody = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 320 }), role: Role },
  { additionalProperties: false },
);
export type NewMemberBody = Static<typeof NewMemberBody>;

/** The answer to adding a person or resetting a password: the new password, shown once. */
export const PasswordAnswer = Type.Object({ member: TeamMember, password: Type.String() });
export type PasswordAnswer = Static<typeof PasswordAnswer>;

/** PATCH /api/v1/team/{id}: changes a person's role. */
export const RoleBody = Type.Object({ role: Role }, { additionalProperties: false });
export type RoleBody = Static<typeof RoleBody>;

/** GET and PUT /api/v1/team/policy: whether Owners and Accounts must use two-factor sign-in. */
export const TeamPolicy = Type.Object(
  { twoFactorRequired: Type.Boolean() },
  { additionalProperties: false },
);
export type TeamPolicy = Static<typeof TeamPolicy>;

/**
 * GET /api/v1/notices (Owners): what every Owner must see until one acknowledges it
 * (POST /api/v1/notices/{id}/acknowledge), such as a changed UPI ID.
 */
export const OwnerNotice = Type.Object({
  id: Type.Integer(),
  /** ISO 8601, UTC. */
  at: Type.String(),
  /** Who made the change. */
  adminEmail: Type.String(),
  summary: Type.String(),
});
export type OwnerNotice = Static<typeof OwnerNotice>;

export const OwnerNoticeList = Type.Array(OwnerNotice);
export type OwnerNoticeList = Static<typeof OwnerNoticeList>;
