import type { Role } from '@contract/admin';
import type { Db } from '../db';

/*
 * A token is a session. It ends when it expires, when it is signed out (its id goes on the
 * revoked list until it would have expired anyway) or when its admin's password changes (the
 * admin's token version moves past the one the token carries). Both live in the database, so
 * every instance refuses the same tokens.
 */

/** The claims of a verified token, as signed by signToken. */
type SessionClaims = {
  sub: string;
  email: string;
  /** The admin's token version when the token was signed. */
  ver: number;
  jti: string;
  /** Expiry, in epoch seconds. */
  exp: number;
};

/** PostgreSQL's integer column ends here; a larger id names no admin. */
const MAX_ID = 2_147_483_647;

/** The session claims of a verified token, or undefined when any is missing or malformed. */
export function sessionClaims(user: unknown): SessionClaims | undefined {
  if (typeof user !== 'object' || user === null) return undefined;
  const { sub, email, ver, jti, exp } = user as Record<string, unknown>;
  const valid =
    typeof sub === 'string' &&
    /^[1-9]\d{0,9}$/.test(sub) &&
    Number(sub) <= MAX_ID &&
    typeof email === 'string' &&
    Number.isInteger(ver) &&
    typeof jti === 'string' &&
    jti.length > 0 &&
    jti.length <= 100 &&
    typeof exp === 'number';
  return valid ? { sub, email, ver: ver as number, jti, exp } : undefined;
}

/** The person a current session signs in: read on every call, so a role change counts at once. */
export type SessionAdmin = { id: number; email: string; role: Role; twoFactor: boolean };

/**
 * The token's admin while the session is current: the admin exists, the token carries the
 * admin's version, and it was not revoked. Undefined otherwise.
 */
export async function currentSession(
  db: Db,
  claims: SessionClaims,
): Promise<SessionAdmin | undefined> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => [
      'id',
      'email',
      'role',
      'totpEnabledAt',
      'tokenVersion',
      eb
        .exists(eb.selectFrom('revokedTokens').select('jti').where('jti', '=', claims.jti))
        .as('revoked'),
    ])
    .where('id', '=', Number(claims.sub))
    .executeTakeFirst();
  // SQLite answers exists() with 0 or 1, PostgreSQL with a boolean.
  const current =
    row !== undefined && Number(row.tokenVersion) === claims.ver && !Number(row.revoked);
  return current
    ? { id: row.id, email: row.email, role: row.role, twoFactor: row.totpEnabledAt !== null }
    : undefined;
}

/** Signs one token out; expired entries are dropped on the way, so the list stays short. */
export async function revokeSession(db: Db, claims: SessionClaims, now: number): Promise<void> {
  await db.deleteFrom('revokedTokens').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('revokedTokens')
    .values({ jti: claims.jti, expiresAt: claims.exp * 1000 })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
}
