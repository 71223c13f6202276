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

/** The tables that count attempts per key in a window (created by createAttemptLog). */
type AttemptTable = 'pledgeAttempts' | 'receiptFindAttempts';

/**
 * Counts one attempt of `key` and says whether it is within `max` in the last `windowMs`; one
 * refused is not counted (it would push the reopening later).
 */
export async function admitAttempt(
  db: Db,
  {
    table,
    key,
    max,
    windowMs,
    now,
  }: { table: AttemptTable; key: string; max: number; windowMs: number; now: number },
): Promise<PledgeAdmission> {
  await db
    .deleteFrom(table)
    .where('madeAt', '<=', now - windowMs)
    .execute();
  const row = await db
    .insertInto(table)
    .values({ key, madeAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const earlier = await db
    .selectFrom(table)
    .select('madeAt')
    .where('key', '=', key)
    .where('madeAt', '>', now - windowMs)
    .where('id', '<=', row.id)
    .orderBy('id', 'desc')
    .limit(1)
    .offset(max)
    .executeTakeFirst();
  if (!earlier) return { admitted: true };
  await db.deleteFrom(table).where('id', '=', row.id).execute();
  const oldest = await db
    .selectFrom(table)
    .select((eb) => eb.fn.min('madeAt').as('first'))
    .where('key', '=', key)
    .where('madeAt', '>', now - windowMs)
    .executeTakeFirst();
  const reopensAt = Number(oldest?.first ?? now) + windowMs;
  return { admitted: false, retryAfter: Math.max(1, Math.ceil((reopensAt - now) / 1000)) };
}

export const admitPledge = (db: Db, ip: string, now: number): Promise<PledgeAdmission> =>
  admitAttempt(db, {
    table: 'pledgeAttempts',
    key: addressKey(ip),
    max: MAX_PLEDGES,
    windowMs: PLEDGE_WINDOW_MS,
    now,
  });
