import { Type, type Static } from '@sinclair/typebox';

/* Signing in (POST /api/v1/users/login). */

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBody = Static<typeof LoginBody>;

export const LoginAnswer = Type.Object({ token: Type.String() });
export type LoginAnswer = Static<typeof LoginAnswer>;
