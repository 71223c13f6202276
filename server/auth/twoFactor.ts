import type { Role } from '@contract/admin';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import { useRecoveryCode } from './recoveryCodes';
import { acceptedTimeStep, looksLikeTotp } from './totp';

/*
 * The second step of a two-factor sign-in (docs/product.md §6). A right password of a person with
 * two-factor on answers a challenge instead of a token: signed like a token but for another
 * audience (so no route takes it as a session), good for 5 minutes, bound to the person and their
 * token version (a new password voids it). The second step sends it back with a code.
 */

const SECOND_STEP_AUDIENCE = 'charity-site-second-step';
const SECOND_STEP_LIFETIME = '5m';

type Challenged = { id: number; tokenVersion: number | string };

/** The challenge for a person whose password was right. */
export function signSecondStep(app: FastifyInstance, admin: Challenged): string {
  return app.jwt.sign(
    { sub: String(admin.id), ver: Number(admin.tokenVersion) },
    { aud: SECOND_STEP_AUDIENCE, expiresIn: SECOND_STEP_LIFETIME },
  );
}

/** The person a challenge was signed for, or undefined when it is forged, expired or malformed. */
function challengeClaims(app: FastifyInstance, challenge: string) {
  try {
    const claims = app.jwt.verify<{ sub?: unknown; ver?: unknown }>(challenge, {
      allowedAud: SECOND_STEP_AUDIENCE,
      maxAge: SECOND_STEP_LIFETIME,
      requiredClaims: ['iss', 'aud', 'iat', 'exp', 'sub', 'ver'],
    });
    const { sub, ver } = claims;
    if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub) || !Number.isInteger(ver)) {
      return undefined;
    }
    return { id: Number(sub), ver: ver as number };
  } catch {
    return undefined;
  }
}

type SecondStepAdmin = {
  id: number;
  email: string;
  role: Role;
  tokenVersion: number;
  totpSecret: string;
  totpLastStep: number | null;
};

/**
 * The person a current challenge is for: it verifies, the token version is still theirs and
 * two-factor is still on. Undefined otherwise.
 */
export async function challengedAdmin(
  app: FastifyInstance,
  challenge: string,
): Promise<SecondStepAdmin | undefined> {
  const claims = challengeClaims(app, challenge);
  if (!claims || claims.id > 2_147_483_647) return undefined;
  const row = await app.db
    .selectFrom('admins')
    .select(['id', 'email', 'role', 'tokenVersion', 'totpSecret', 'totpEnabledAt', 'totpLastStep'])
    .where('id', '=', claims.id)
    .executeTakeFirst();
  if (!row || Number(row.tokenVersion) !== claims.ver) return undefined;
  if (row.totpEnabledAt === null || row.totpSecret === null) return undefined;
  const { totpSecret, totpLastStep } = row;
  const lastStep = totpLastStep === null ? null : Number(totpLastStep);
  return { ...row, tokenVersion: Number(row.tokenVersion), totpSecret, totpLastStep: lastStep };
}

/**
 * Takes `code` when it is right: the app's code once per time step (the step is stored only if
 * it is later than the stored one, so two requests racing with one code cannot both pass), or
 * an unused recovery code, used up now.
 */
export async function acceptSecondFactor(
  db: Db,
  admin: { id: number; totpSecret: string; totpLastStep: number | null },
  code: string,
  now: number,
): Promise<boolean> {
  if (!looksLikeTotp(code)) return useRecoveryCode(db, admin.id, code);
  const step = await acceptedTimeStep(
    admin.totpSecret,
    code,
    admin.totpLastStep,
    Math.floor(now / 1000),
  );
  if (step === null) return false;
  return takeTimeStep(db, admin.id, step);
}

/** Stores `step` as the person's last accepted one unless a later or equal one is stored. */
async function takeTimeStep(db: Db, adminId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('admins')
    .set({ totpLastStep: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
