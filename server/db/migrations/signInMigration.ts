import type { Kysely, Migration } from 'kysely';
import { createAttemptLog, createIndex } from './steps';

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
    await createAttemptLog(db, 'login_failures', 'failed_at');

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('jti', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .execute();
    await createIndex(db, 'revoked_tokens_by_expiry', 'revoked_tokens', ['expires_at']);

    await db.schema
      .alterTable('admins')
      .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
