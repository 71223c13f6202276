import { Type, type Static } from '@sinclair/typebox';

/*
 * Two-factor sign-in for the signed-in person (docs/product.md §6): a TOTP of any authenticator
 * app, with ten one-time recovery codes. Optional, unless the Owner requires it of Owners and
 * Accounts.
 */

/** How many recovery codes switching it on answers. */
export const RECOVERY_CODE_COUNT = 10;

/** GET /api/v1/users/me/two-factor: whether it is on, and whether the person's role must use it. */
export const TwoFactorStatus = Type.Object({
  on: Type.Boolean(),
  required: Type.Boolean(),
});
export type TwoFactorStatus = Static<typeof TwoFactorStatus>;

/**
 * POST /api/v1/users/me/two-factor: a new secret, pending until confirmed with a code; the
 * otpauth:// address is what an authenticator app reads (typed in or as a QR code).
 */
export const TwoFactorSetup = Type.Object({ secret: Type.String(), otpauthUrl: Type.String() });
export type TwoFactorSetup = Static<typeof TwoFactorSetup>;

/** POST /api/v1/users/me/two-factor/confirm: a code of the app, proving it holds the secret. */
export const TwoFactorCodeBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type TwoFactorCodeBody = Static<typeof TwoFactorCodeBody>;

/** The answer to switching it on: the recovery codes, shown this once and stored only as hashes. */
export const RecoveryCodes = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export type RecoveryCodes = Static<typeof RecoveryCodes>;

/** DELETE /api/v1/users/me/two-factor: the person's password, to switch it off. */
export const TwoFactorOffBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type TwoFactorOffBody = Static<typeof TwoFactorOffBody>;
