import type { Kysely, Migration } from 'kysely';

/**
 * Urdu beside every content text a visitor reads (issue 12): one nullable column per text, null
 * until an admin gives the Urdu (the English shows meanwhile). Existing rows keep their English.
 */
export const URDU_COLUMNS: Record<string, string[]> = {
  gallery_images: ['name_ur'],
  partners: ['name_ur'],
  highlights: ['heading_ur', 'sub_heading_ur'],
  news_logos: ['name_ur'],
  news: ['heading_ur'],
  testimonials: ['name_ur'],
  projects: ['title_ur', 'details_ur'],
};

export const contentUrdu: Migration = {
  async up(db: Kysely<unknown>) {
    for (const [table, columns] of Object.entries(URDU_COLUMNS)) {
      for (const column of columns) {
        await db.schema.alterTable(table).addColumn(column, 'text').execute();
      }
    }
  },
};
