import type { Kysely, Migration } from 'kysely';
import { withId } from './withId';

/*
 * Sign-in security, shared by every instance through the database:
 * - login_failures: one row per failed sign-in and per counted subject (the account, the client
 *   address), so the brute-force limit holds across instances and restarts;
 * - revoked_tokens: tokens signed out before they expire (kept until they would have expired);
 * - admins.token_version: raised when a password changes, which ends every older token.
 * Times are epoch milliseconds in a bigint, which both SQLite and PostgreSQL compare as numbers.
 */
export const signInSecurity: Migration = {
  async up(db: Kysely<unknown>) {
    // The id orders attempts that arrive in the same millisecond (see loginLimits.ts).
    await withId(db, db.schema.createTable('login_failures'), 'bigserial')
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('failed_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('login_failures_by_key')
      .on('login_failures')
      .columns(['key', 'failed_at'])
      .execute();
    await db.schema
      .createIndex('login_failures_by_time')
      .on('login_failures')
      .column('failed_at')
      .execute();

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('revoked_tokens_by_expiry')
      .on('revoked_tokens')
      .column('expires_at')
      .execute();

    await db.schema
      .alterTable('admins')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
