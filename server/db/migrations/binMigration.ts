import type { Kysely, Migration } from 'kysely';
import { createIndex, withId } from './steps';

/*
 * The bin (issue 31): a deleted item's rows as they were (JSON, ids and positions included), the
 * item as its API answered it, and its stored files, kept until `purge_at`. Who deleted it and
 * when; the audit trail's resource id (a project's slug) for the line its restore records.
 */
export const bin: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('bin_entries'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .addColumn('deleted_at', 'text', (c) => c.notNull())
      .addColumn('deleted_by', 'text', (c) => c.notNull())
      .addColumn('purge_at', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('rows', 'text', (c) => c.notNull())
      .addColumn('files', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'bin_entries_by_purge', 'bin_entries', ['purge_at']);
  },
};
