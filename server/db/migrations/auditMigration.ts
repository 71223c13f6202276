import type { Kysely, Migration } from 'kysely';
import { withId } from './steps';

/*
 * The audit trail: one row per admin change, written in the change's own transaction. The admin
 * is kept by id and email with no foreign key, so the history outlives an admin's row.
 */
export const auditTrail: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('audit_log'), 'bigserial')
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('admin_email', 'text', (c) => c.notNull())
      .addColumn('resource', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('before', 'text')
      .addColumn('after', 'text')
      .execute();
  },
};
