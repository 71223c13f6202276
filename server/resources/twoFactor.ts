import {
  EVERY_ROLE,
  RecoveryCodes,
  SECOND_STEP_EXPIRED,
  SecondStepBody,
  SignedIn,
  TwoFactorCodeBody,
  TwoFactorOffBody,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@contract/admin';
import { ErrorBody } from '@contract/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  acceptedTimeStep,
  acceptSecondFactor,
  accountKey,
  addressKey,
  admitLoginAttempt,
  challengedAdmin,
  completeSignIn,
  loginSucceeded,
  newTotpSecret,
  otpauthUrl,
  recordChange,
  refuseTooManyFailures,
  removeRecoveryCodes,
  replaceRecoveryCodes,
  twoFactorRequiredFor,
  verifyPassword,
} from '../auth';
import type { Db } from '../db';
import { HttpError } from '../http';

/*
 * Two-factor sign-in (docs/product.md §6): the second step of signing in, and the signed-in
 * person's own set-up: start (a pending secret), confirm with a code (on, with ten recovery
 * codes shown once) and switch off with the password. No secret, code or password is ever put
 * in a log line or an error message.
 */

const WRONG_CODE = 'The code is not right';
const ISSUER_FALLBACK = 'Charity site';

/** The name an authenticator app lists the code under: the trust's name, as the site shows it. */
async function issuerName(db: Db): Promise<string> {
  const row = await db
    .selectFrom('settings')
    .select('content')
    .where('name', '=', 'site')
    .executeTakeFirst();
  try {
    const name = (JSON.parse(row?.content ?? '{}') as { name?: { en?: unknown } }).name?.en;
    // A colon separates the issuer from the label in an otpauth:// address.
    const clean = typeof name === 'string' ? name.replace(/:/g, ' ').trim() : '';
    return clean || ISSUER_FALLBACK;
  } catch {
    return ISSUER_FALLBACK;
  }
}

/** The signed-in person; the guard has checked the session before a handler runs. */
function signedIn(request: FastifyRequest) {
  if (!request.admin) throw new HttpError(401, 'The token is not valid');
  return request.admin;
}

async function twoFactorOf(db: Db, adminId: number) {
  return db
    .selectFrom('admins')
    .select(['id', 'email', 'passwordHash', 'totpSecret', 'totpEnabledAt'])
    .where('id', '=', adminId)
    .executeTakeFirstOrThrow();
}

const ON = 'Two-factor sign-in switched on';
const OFF = 'Two-factor sign-in switched off';

export const twoFactorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/users/login/second-step',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Sign in, second step: the challenge of the login and a code; answers a token',
        description:
          'The code is the 6-digit code of the authenticator app (each taken once) or one of ' +
          'the recovery codes (each good once). Wrong codes count like failed sign-ins: after 5 ' +
          'for one account or client address within 15 minutes, 429 with Retry-After.',
        body: SecondStepBody,
        response: { 200: SignedIn, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const admin = await challengedAdmin(app, request.body.secondStep);
      if (!admin) throw new HttpError(401, SECOND_STEP_EXPIRED);
      const account = accountKey(admin.email);
      const now = Date.now();
      const admission = await admitLoginAttempt(
        db,
        [account, addressKey(request.ip)],
        now,
        'twoFactorFailures',
      );
      if (!admission.admitted) {
        return refuseTooManyFailures(reply, admission.retryAfter);
      }
      // A wrong code leaves the attempt's rows as its failure.
      if (!(await acceptSecondFactor(db, admin, request.body.code, now))) {
        throw new HttpError(401, WRONG_CODE);
      }
      await loginSucceeded(db, admission.attempt, account);
      return completeSignIn(app, admin);
    },
  );

  app.get(
    '/users/me/two-factor',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: "Whether the signed-in person's two-factor sign-in is on, and must be",
        response: { 200: TwoFactorStatus },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const { totpEnabledAt } = await twoFactorOf(db, me.id);
      return { on: totpEnabledAt !== null, required: await twoFactorRequiredFor(db, me.role) };
    },
  );

  app.post(
    '/users/me/two-factor',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: 'Start setting up two-factor sign-in: a new secret for the authenticator app',
        description: 'The secret stays pending (sign-in asks for no code) until it is confirmed.',
        response: { 200: TwoFactorSetup, 409: ErrorBody },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const current = await twoFactorOf(db, me.id);
      if (current.totpEnabledAt !== null) {
        throw new HttpError(409, 'Two-factor sign-in is already on: switch it off first');
      }
      const secret = newTotpSecret();
      await db
        .updateTable('admins')
        .set({ totpSecret: secret, totpLastStep: null })
        .where('id', '=', me.id)
        .where('totpEnabledAt', 'is', null)
        .execute();
      return { secret, otpauthUrl: otpauthUrl(secret, await issuerName(db), current.email) };
    },
  );

  app.post(
    '/users/me/two-factor/confirm',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: 'Switch two-factor sign-in on with a code of the app; answers ten recovery codes',
        description: 'The recovery codes show this once; each signs in once instead of a code.',
        body: TwoFactorCodeBody,
        response: { 200: RecoveryCodes, 400: ErrorBody, 409: ErrorBody },
      },
    },
    async (request) => {
      const me = signedIn(request);
      const current = await twoFactorOf(db, me.id);
      if (current.totpEnabledAt !== null) {
        throw new HttpError(409, 'Two-factor sign-in is already on');
      }
      if (current.totpSecret === null) {
        throw new HttpError(409, 'Start setting up two-factor sign-in first');
      }
      const secret = current.totpSecret;
      const step = await acceptedTimeStep(
        secret,
        request.body.code,
        null,
        Math.floor(Date.now() / 1000),
      );
      if (step === null) throw new HttpError(400, WRONG_CODE, 'code');
      return db.transaction().execute(async (trx) => {
        const switched = await trx
          .updateTable('admins')
          .set({ totpEnabledAt: new Date().toISOString(), totpLastStep: step })
          .where('id', '=', me.id)
          .where('totpSecret', '=', secret)
          .where('totpEnabledAt', 'is', null)
          .executeTakeFirst();
        if (Number(switched.numUpdatedRows) !== 1) {
          throw new HttpError(409, 'Two-factor sign-in changed meanwhile: start again');
        }
        const recoveryCodes = await replaceRecoveryCodes(trx, me.id);
        await recordChange(trx, request, {
          resource: 'twoFactor',
          resourceId: me.id,
          action: 'confirm',
          summary: `${ON}: ${me.email}`,
        });
        return { recoveryCodes };
      });
    },
  );

  app.delete(
    '/users/me/two-factor',
    {
      config: { access: EVERY_ROLE },
      schema: {
        tags: ['users'],
        summary: 'Switch two-factor sign-in off (or drop a pending set-up), with the password',
        description:
          "Refused (403) while the Owner requires it of the person's role. Wrong passwords " +
          'count like failed sign-ins (429 with Retry-After after 5 within 15 minutes).',
        body: TwoFactorOffBody,
        response: { 204: Type.Null(), 400: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const me = signedIn(request);
      if (await twoFactorRequiredFor(db, me.role)) {
        throw new HttpError(403, 'Two-factor sign-in is required for your role: it stays on');
      }
      const current = await twoFactorOf(db, me.id);
      const account = accountKey(current.email);
      const admission = await admitLoginAttempt(db, [account, addressKey(request.ip)], Date.now());
      if (!admission.admitted) {
        return refuseTooManyFailures(reply, admission.retryAfter);
      }
      if (!(await verifyPassword(current.passwordHash, request.body.password))) {
        throw new HttpError(400, 'The password is not right', 'password');
      }
      await loginSucceeded(db, admission.attempt, account);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('admins')
          .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
          .where('id', '=', me.id)
          .execute();
        await removeRecoveryCodes(trx, me.id);
        if (current.totpEnabledAt !== null) {
          await recordChange(trx, request, {
            resource: 'twoFactor',
            resourceId: me.id,
            action: 'delete',
            summary: `${OFF}: ${me.email}`,
          });
        }
      });
      return reply.status(204).send(null);
    },
  );
};
