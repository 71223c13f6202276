import type { Kysely, Migration } from 'kysely';
import type { Db } from '../../connect';
import { recordFirstVersions } from '../../versionData';
import { createIndex, oneOf, withId } from '../steps';

/*
 * Every version of each content item and settings entry (issue 31, server/versions): who saved it,
 * when, and the item as it was (JSON, in the field names its API answers). A version made by a
 * change names its audit row; the admin is kept by id and email, as in the audit trail. Each item
 * that exists at the upgrade gets a first version, 'upgrade', so its state before the first edit
 * can be restored.
 */
export const versions: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('versions'), 'bigserial')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('item_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'integer')
      .addColumn('admin_email', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) =>
        c.notNull().check(oneOf('action', ['create', 'edit', 'restore', 'upgrade'])),
      )
      .addColumn('audit_id', 'bigint')
      .addColumn('data', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'versions_of_item', 'versions', ['kind', 'item_id', 'id']);
    await createIndex(db, 'versions_by_audit', 'versions', ['audit_id']);
    // The app's database (CamelCasePlugin), as every migration is given.
    await recordFirstVersions(db as unknown as Db);
  },
};
