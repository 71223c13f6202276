import type { Kysely, Migration } from 'kysely';
import { createAttemptLog } from './steps';

/*
 * The limit on donors' pledges (issue 13, UPI giving): one row per pledge a client address made,
 * kept in the database like sign-in failures, so every instance counts the same ones. Times are
 * epoch milliseconds in a bigint.
 */
export const pledgeLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await createAttemptLog(db, 'pledge_attempts', 'made_at');
  },
};
