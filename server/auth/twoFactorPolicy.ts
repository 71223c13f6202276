import type { Role, TeamPolicy } from '@contract/admin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { HttpError } from '../http';
import { wantsUrdu } from './access';
import type { SessionAdmin } from './sessions';

/*
 * Whether the Owner requires two-factor sign-in of Owners and Accounts (docs/product.md §6), as
 * team_policy keeps it (the Owner sets it through /team/policy). A person it covers who has not
 * set it up still signs in, but may call nothing but what sets it up, until they have.
 */

/** The roles the Owner's requirement covers. */
const TWO_FACTOR_ROLES: readonly Role[] = ['owner', 'accounts'];

/** The routes such a person may still call (under /api/v1): to see who they are, set it up, leave. */
const BEFORE_SET_UP = new Set([
  '/users/me',
  '/users/logout',
  '/users/me/two-factor',
  '/users/me/two-factor/confirm',
]);

const SET_IT_UP = {
  en: 'Two-factor sign-in is required: set it up first',
  ur: 'دو مرحلہ سائن ان لازمی ہے: پہلے اسے ترتیب دیں',
};

/** Whether Owners and Accounts must use two-factor sign-in (the one place that reads it). */
export async function teamPolicy(db: Db): Promise<TeamPolicy> {
  const row = await db
    .selectFrom('teamPolicy')
    .select('twoFactorRequired')
    .where('id', '=', 1)
    .executeTakeFirst();
  // SQLite keeps a boolean as 0 or 1, PostgreSQL as a boolean.
  return { twoFactorRequired: Boolean(Number(row?.twoFactorRequired ?? 0)) };
}

/** Whether a person of this role must use two-factor sign-in. */
export async function twoFactorRequiredFor(db: Db, role: Role): Promise<boolean> {
  return TWO_FACTOR_ROLES.includes(role) && (await teamPolicy(db)).twoFactorRequired;
}

/** 403 for a person the policy covers who has not switched two-factor on, but on the set-up routes. */
export async function refuseUntilTwoFactor(
  db: Db,
  request: FastifyRequest,
  admin: SessionAdmin,
): Promise<void> {
  if (admin.twoFactor) return;
  const path = (request.routeOptions.url ?? '').replace(/^\/api\/v1(?=\/)/, '');
  if (BEFORE_SET_UP.has(path) || !(await twoFactorRequiredFor(db, admin.role))) return;
  throw new HttpError(403, wantsUrdu(request) ? SET_IT_UP.ur : SET_IT_UP.en);
}
