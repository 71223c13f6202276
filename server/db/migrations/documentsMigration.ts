import type { Kysely, Migration } from 'kysely';
import { DOCUMENT_KINDS } from '@contract/documents';
import { oneOf, withId } from './steps';

/**
 * The trust's documents (issue 13): annual reports and audited accounts as PDF files, each with
 * the financial year it reports on and a title in English (and Urdu when given). The file lives
 * under the uploads folder (`Documents/`); the row names it and keeps its size.
 */
export const documents: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('documents'))
      .addColumn('year', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('title_ur', 'text')
      .addColumn('kind', 'text', (c) => c.notNull().check(oneOf('kind', DOCUMENT_KINDS)))
      .addColumn('file_name', 'text', (c) => c.notNull().unique())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};
