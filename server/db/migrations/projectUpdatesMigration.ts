import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex, withId } from './steps';

/*
 * A project's dated updates (issue 29): the text in English and in Urdu (both required), what
 * the update reports was spent (whole rupees, null for none), whether the donors who asked for
 * updates are to be told (`notify`, false unless asked), and its photos, each a file under the
 * uploads folder (`ProjectUpdates/`) in the order given. Deleting a project deletes its updates,
 * and deleting an update its photos' rows (the files go after the transaction).
 */
export const projectUpdates: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('project_updates'))
      .addColumn('project_id', 'integer', (c) =>
        c.notNull().references('projects.id').onDelete('cascade'),
      )
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('text_ur', 'text', (c) => c.notNull())
      .addColumn('spent', 'integer', (c) => c.check(sql`spent > 0`))
      .addColumn('notify', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'project_updates_by_project', 'project_updates', [
      'project_id',
      'date desc',
      'id desc',
    ]);

    await withId(db, db.schema.createTable('project_update_images'))
      .addColumn('update_id', 'integer', (c) =>
        c.notNull().references('project_updates.id').onDelete('cascade'),
      )
      .addColumn('position', 'integer', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'project_update_images_by_update', 'project_update_images', [
      'update_id',
      'position',
    ]);
  },
};
