import { sql, type Kysely, type Migration } from 'kysely';
import { addChoiceColumn, createAttemptLog, createIndex, withId } from './steps';

/*
 * The admin team (docs/product.md §6):
 * - admins.role: owner, accounts or editor; every admin before this is an owner;
 * - admins.last_sign_in_at: when the person last signed in (ISO 8601, UTC), null until then;
 * - two-factor sign-in: the person's TOTP secret (kept while being set up, too), when it was
 *   switched on (null while off), the last time step a code was accepted for (a code is never
 *   taken twice), and recovery_codes, ten one-time codes per person, kept as hashes;
 * - two_factor_attempts: failed second steps, counted per person like failed sign-ins;
 * - owner_notices: what every owner must see until one acknowledges it (the UPI ID changed);
 * - team_policy: one row (id 1), whether owners and accounts must use two-factor sign-in.
 * A literal list of roles: a migration's SQL never changes.
 */
export const team: Migration = {
  async up(db: Kysely<unknown>) {
    await addChoiceColumn(db, 'admins', 'role', ['owner', 'accounts', 'editor'], 'owner');
    await db.schema.alterTable('admins').addColumn('last_sign_in_at', 'text').execute();
    await db.schema.alterTable('admins').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('admins').addColumn('totp_enabled_at', 'text').execute();
    await db.schema.alterTable('admins').addColumn('totp_last_step', 'bigint').execute();

    await withId(db, db.schema.createTable('recovery_codes'))
      .addColumn('admin_id', 'integer', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndex(db, 'recovery_codes_by_admin', 'recovery_codes', ['admin_id']);

    await createAttemptLog(db, 'two_factor_failures', 'failed_at');

    await withId(db, db.schema.createTable('owner_notices'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('admin_email', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('acknowledged_at', 'text')
      .addColumn('acknowledged_by', 'text')
      .execute();

    await db.schema
      .createTable('team_policy')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('two_factor_required', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await sql`insert into team_policy (id, two_factor_required) values (1, false)`.execute(db);
  },
};
