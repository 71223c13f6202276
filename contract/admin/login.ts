import { Type, type Static } from '@sinclair/typebox';
import { Role } from './roles';

/* Signing in (POST /api/v1/users/login), in one step or two (docs/product.md §6). */

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The token, and who it signs in: the admin shows each person what their role allows. */
export const SignedIn = Type.Object({
  token: Type.String(),
  email: Type.String(),
  role: Role,
});
export type SignedIn = Static<typeof SignedIn>;

/**
 * The password was right and the person has two-factor sign-in on: `secondStep` is a short-lived
 * signed challenge (5 minutes) to send with a code to POST /api/v1/users/login/second-step.
 */
const SecondStepChallenge = Type.Object({ secondStep: Type.String() });

/** Signed in, or asked for the second step. */
export const LoginAnswer = Type.Union([SignedIn, SecondStepChallenge]);
export type LoginAnswer = Static<typeof LoginAnswer>;

/** The second step: the challenge and a 6-digit code of the authenticator app or a recovery code. */
export const SecondStepBody = Type.Object(
  {
    secondStep: Type.String({ minLength: 1, maxLength: 2048 }),
    code: Type.String({ minLength: 1, maxLength: 64 }),
  },
  { additionalProperties: false },
);
export type SecondStepBody = Static<typeof SecondStepBody>;
