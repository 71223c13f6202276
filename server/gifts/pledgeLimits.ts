import { addressKey } from '../auth';
import type { Db } from '../db';

/*
 * A client address may tell of at most MAX_PLEDGES gifts an hour: enough for a family on one
 * connection, too few to fill the admin's list or to guess at references. Each pledge that passes
 * the schema is one row in the database (not in memory), so several instances count the same
 * ones, as the sign-in limit does (auth/loginLimits.ts); one refused afterwards (a reference
 * already recorded) counts too. The row is written before anything else is checked, so a burst
 * of parallel posts is cut at the limit as well.
 */

const MAX_PLEDGES = 5;
const PLEDGE_WINDOW_MS = 60 * 60 * 1000;

type PledgeAdmission = { admitted: true } | { admitted: false; retryAfter: number };

export async function admitPledge(db: Db, ip: string, now: number): Promise<PledgeAdmission> {
  const key = addressKey(ip);
  await db
    .deleteFrom('pledgeAttempts')
    .where('madeAt', '<=', now - PLEDGE_WINDOW_MS)
    .execute();
  const row = await db
    .insertInto('pledgeAttempts')
    .values({ key, madeAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const earlier = await db
    .selectFrom('pledgeAttempts')
    .select('madeAt')
    .where('key', '=', key)
    .where('madeAt', '>', now - PLEDGE_WINDOW_MS)
    .where('id', '<=', row.id)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(MAX_PLEDGES)
    .executeTakeFirst();
  if (!earlier) return { admitted: true };
  // A refused pledge is not counted: it would push the reopening later.
  await db.deleteFrom('pledgeAttempts').where('id', '=', row.id).execute();
  const oldest = await db
    .selectFrom('pledgeAttempts')
    .select((eb) => eb.fn.min('madeAt').as('first'))
    .where('key', '=', key)
    .where('madeAt', '>', now - PLEDGE_WINDOW_MS)
    .executeTakeFirst();
  const reopensAt = Number(oldest?.first ?? now) + PLEDGE_WINDOW_MS;
  return { admitted: false, retryAfter: Math.max(1, Math.ceil((reopensAt - now) / 1000)) };
}
