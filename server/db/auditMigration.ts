import { PostgresAdapter, type Kysely, type Migration } from 'kysely';

/*
 * The audit trail: one row per admin change, written in the change's own transaction. The admin
 * is kept by id and email with no foreign key, so the history outlives an admin's row.
 */
export const auditTrail: Migration = {
  async up(db: Kysely<unknown>) {
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    await db.schema
      .createTable('audit_log')
      .addColumn('id', postgres ? 'bigserial' : 'integer', (c) =>
        postgres ? c.primaryKey() : c.primaryKey().autoIncrement(),
      )
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
