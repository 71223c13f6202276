import type { FastifyRequest } from 'fastify';
import { accountKey, admitLoginAttempt, loginSucceeded, verifyPassword } from '../../auth';
import type { Db } from '../../db';
import { HttpError } from '../../http';

/*
 * The Owner's password asked again for a save that changes where donors' money goes or whose it
 * is (server/auth/ownerSettings.ts decides when).
 */

const TOO_MANY = 'Too many wrong passwords. Try again in';

/**
 * Checks the password sent with a save of the trust, before the save's transaction (argon2 is
 * slow on purpose): true or false, or undefined when none was sent or the save leaves the trust.
 * A wrong one counts as a failed sign-in of the account, so a borrowed session cannot try
 * passwords at leisure: past the limit, 429 until the account's block lifts.
 */
export async function checkTrustPassword(
  db: Db,
  request: FastifyRequest,
  savesTrust: boolean,
  password: string | undefined,
): Promise<boolean | undefined> {
  if (!savesTrust || !password || !request.admin) return undefined;
  const account = accountKey(request.admin.email);
  const admission = await admitLoginAttempt(db, [account], Date.now());
  if (!admission.admitted) {
    const minutes = Math.ceil(admission.retryAfter / 60);
    throw new HttpError(429, `${TOO_MANY} ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  }
  const admin = await db
    .selectFrom('admins')
    .select('passwordHash')
    .where('id', '=', request.admin.id)
    .executeTakeFirst();
  const right = admin !== undefined && (await verifyPassword(admin.passwordHash, password));
  if (right) await loginSucceeded(db, admission.attempt, account);
  return right;
}
