import type { Kysely, Migration } from 'kysely';
import { addChoiceColumn, createIndex } from '../steps';

/*
 * Drafts and schedules (issue 31): each content item's publishing state, `publish_status`
 * (draft or published; a project's `status` is already SPEC's active or completed, so every table
 * names it the same other way), and the window it is public in, `publish_at` (inclusive) and
 * `unpublish_at` (exclusive), in epoch milliseconds (null: no bound), a bigint both databases
 * compare as a number. Every item stored before stays published with no window, in its place.
 */

const TABLES = [
  'partners',
  'highlights',
  'gallery_images',
  'news_logos',
  'news',
  'testimonials',
  'projects',
  'documents',
  'project_updates',
] as const;

export const publishing: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) {
      await addChoiceColumn(db, table, 'publish_status', ['draft', 'published'], 'published');
      await db.schema.alterTable(table).addColumn('publish_at', 'bigint').execute();
      await db.schema.alterTable(table).addColumn('unpublish_at', 'bigint').execute();
    }
    // The news list's order index holds the window too: a deep public page is still read from
    // the index alone (news/queries.ts listPageIds).
    const order = ['pinned desc', 'pinned_at desc', 'date desc', 'id desc'];
    await db.schema.dropIndex('news_list_order').execute();
    await createIndex(db, 'news_list_order', 'news', [
      ...order,
      'publish_status',
      'publish_at',
      'unpublish_at',
    ]);
  },
};
