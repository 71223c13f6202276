import type { Kysely, Migration } from 'kysely';
import { createIndex, withId } from './steps';

/*
 * One-click unsubscribe (issue 29): every project update mail carries its own link, made when the
 * mail is composed; only the link's hash is kept (a stolen database holds no link), with the
 * consent it ends. Links of earlier mails keep working, as a donor may click any of them.
 */
export const unsubscribeLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await withId(db, db.schema.createTable('unsubscribe_links'))
      .addColumn('consent_id', 'integer', (c) =>
        c.notNull().references('update_consents.id').onDelete('cascade'),
      )
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndex(db, 'unsubscribe_links_by_consent', 'unsubscribe_links', ['consent_id']);
  },
};
