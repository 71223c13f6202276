import type { Kysely, Migration } from 'kysely';
import { withId } from './withId';

/*
 * The limit on donors' pledges (issue 13, UPI giving): one row per pledge a client address made,
 * kept in the database like sign-in failures, so every instance counts the same ones. Times are
 * epoch milliseconds in a bigint.
 */
export const pledgeLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('pledge_attempts'), 'bigserial')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('made_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('pledge_attempts_by_key')
      .on('pledge_attempts')
      .columns(['key', 'made_at'])
      .execute();
    await db.schema
      .createIndex('pledge_attempts_by_time')
      .on('pledge_attempts')
      .column('made_at')
      .execute();
  },
};
