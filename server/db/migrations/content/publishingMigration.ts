import type { Kysely, Migration } from 'kysely';
import { addChoiceColumn } from '../steps';

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
  },
};
