import { EVERY_ROLE, LoginAnswer, LoginBody, Me, type Role } from '@contract/admin';
import { ErrorBody } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  accountKey,
  completeSignIn,
  addressKey,
  admitLoginAttempt,
  loginSucceeded,
  normalizeEmail,
  refuseTooManyFailures,
  revokeSession,
  sessionClaims,
  signSecondStep,
  teamPolicy,
  verifyAgainstDummy,
  verifyPassword,
} from '../auth';
import { HttpError } from '../http';

/* Signing in and out, and who is signed in (their role: docs/product.md §6). */

/** The roles the Owner may require two-factor sign-in of (docs/product.md §6). */
const TWO_FACTOR_ROLES: readonly Role[] = ['owner', 'accounts'];

const INVALID = 'Invalid email or password';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Sign in; answers a token for the Authorization header',
        description:
          'After 5 failed sign-ins for one account or from one client address within 15 minutes, ' +
          'answers 429 with Retry-After (seconds) until the fifth latest failure is 15 minutes old. ' +
          'A person with two-factor sign-in on gets `{secondStep}` instead of a token: a challenge ' +
          'for POST /users/login/second-step, good for 5 minutes.',
        body: LoginBody,
        response: { 200: LoginAnswer, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const account = accountKey(email);
      const admission = await admitLoginAttempt(
        app.db,
        [account, addressKey(request.ip)],
        Date.now(),
      );
      if (!admission.admitted) {
        // Refused before the password is checked, so a blocked guess learns nothing.
        return refuseTooManyFailures(reply, admission.retryAfter);
      }

      const admin = await app.db
        .selectFrom('admins')
        .select(['id', 'email', 'passwordHash', 'tokenVersion', 'role', 'totpEnabledAt'])
        .where('email', '=', email)
        .executeTakeFirst();
      // An unknown email costs the same hash check and leaves the same rows as a wrong password
      // (the attempt's rows stay as its failure).
      if (!admin) {
        await verifyAgainstDummy(request.body.password);
        throw new HttpError(401, INVALID);
      }
      if (!(await verifyPassword(admin.passwordHash, request.body.password))) {
        throw new HttpError(401, INVALID);
      }
      await loginSucceeded(app.db, admission.attempt, account);
      // Two-factor on (docs/product.md §6): a code must follow before the person is signed in.
      if (admin.totpEnabledAt !== null) return { secondStep: signSecondStep(app, admin) };
      return completeSignIn(app, admin);
    },
  );

  app.post(
    '/users/logout',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: 'Sign out: the token in the Authorization header is refused from now on',
        response: { 204: Type.Null(), 401: ErrorBody },
      },
    },
    async (request, reply) => {
      // The write guard has verified the token and its session before this runs.
      const claims = sessionClaims(request.user);
      if (!claims) throw new HttpError(401, 'The token is not valid');
      await revokeSession(app.db, claims, Date.now());
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/me',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: 'The signed-in person: their role and two-factor sign-in',
        response: { 200: Me },
      },
    },
    async (request) => {
      // The guard has loaded the session's person; a removed one never gets here (401).
      const { id } = request.admin!;
      const row = await app.db
        .selectFrom('admins')
        .select(['id', 'email', 'role', 'totpEnabledAt'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const { twoFactorRequired } = await teamPolicy(app.db);
      return {
        id: Number(row.id),
        email: row.email,
        role: row.role,
        twoFactor: row.totpEnabledAt !== null,
        twoFactorRequired: twoFactorRequired && TWO_FACTOR_ROLES.includes(row.role),
      };
    },
  );
};
