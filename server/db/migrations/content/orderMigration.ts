import { sql, type Kysely, type Migration } from 'kysely';
import { createIndex } from '../steps';

/*
 * An order an admin chooses (issue 31): one integer `position` per content item, the lists
 * ascending by it (then by id). Each existing item gets its place in the order the site showed
 * before, so upgrading changes nothing a visitor sees: the gallery and testimonials newest first,
 * partners, highlights and news logos oldest first, and projects newest first within each status
 * (a project's position counts within its status).
 */

type Today = { table: string; newestFirst: boolean; withinStatus?: true };

const TODAY: Today[] = [
  { table: 'gallery_images', newestFirst: true },
  { table: 'partners', newestFirst: false },
  { table: 'highlights', newestFirst: false },
  { table: 'news_logos', newestFirst: false },
  { table: 'testimonials', newestFirst: true },
  { table: 'projects', newestFirst: true, withinStatus: true },
];

export const contentOrder: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, newestFirst, withinStatus } of TODAY) {
      await db.schema
        .alterTable(table)
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // An item's place is how many items come before it, plus one: the same SQL on both.
      const before = newestFirst
        ? sql`earlier.id >= ${sql.table(table)}.id`
        : sql`earlier.id <= ${sql.table(table)}.id`;
      const sameStatus = withinStatus
        ? sql` and earlier.status = ${sql.table(table)}.status`
        : sql``;
      await sql`update ${sql.table(table)} set position = (
          select count(*) from ${sql.table(table)} as earlier where ${before}${sameStatus})`.execute(
        db,
      );
      if (withinStatus) {
        await db.schema.dropIndex('projects_list_order').execute();
        await createIndex(db, 'projects_list_order', table, ['status', 'position', 'id']);
      } else {
        await createIndex(db, `${table}_order`, table, ['position', 'id']);
      }
    }
  },
};
