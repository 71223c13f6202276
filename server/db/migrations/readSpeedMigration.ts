import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex } from './steps';

/*
 * Fast public reads:
 * - content_version: one row whose number every admin write raises, so the caches of every
 *   instance on one database (settings, rendered pages) can tell that the content changed;
 * - donations_amounts: the sum and count of a project's gifts (raised, supportersCount, on every
 *   project card) read from the index alone, without visiting each donation's row.
 */
export const readSpeed: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('content_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'integer', (c) => c.notNull())
      .execute();
    await sql`insert into content_version (id, version) values (1, 0)`.execute(db);
    await createIndex(db, 'donations_amounts', 'donations', ['project_id', 'amount']);
  },
};
