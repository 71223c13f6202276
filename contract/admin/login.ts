import { Type, type Static } from '@sinclair/typebox';
import { Role } from './roles';

/* Signing in (POST /api/v1/users/login). */

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

/** The token, and who it signs in: the admin shows each person what their role allows. */
export const LoginAnswer = Type.Object({
  token: Type.String(),
  email: Type.String(),
  role: Role,
});
export type LoginAnswer = Static<typeof LoginAnswer>;
