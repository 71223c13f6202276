import { sql, type Kysely, type Migration } from 'kysely';
import { GIFT_STATUSES, blankTrust, financialYearOf, receiptNumberOf } from '@contract';
import { oneOf } from './giftChoicesMigration';

/**
 * Receipts and pending gifts (issue 13). A gift is pending until an admin confirms it; gifts
 * recorded before were recorded by admins, so they are confirmed. Every confirmed gift has a
 * receipt number, sequential within its financial year: the counter of each year only grows, so
 * a deleted gift leaves a gap and no number is ever given twice. Gifts recorded before are
 * numbered in the order they were given. A site stored before gets the trust entry, blank.
 */
export const giftReceipts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('donations')
      .addColumn('status', 'text', (c) =>
        c.notNull().defaultTo('confirmed').check(oneOf('status', GIFT_STATUSES)),
      )
      .execute();
    // The sums of a project's gifts count confirmed ones: still read from the index alone.
    await db.schema.dropIndex('donations_amounts').execute();
    await db.schema
      .createIndex('donations_amounts')
      .on('donations')
      .columns(['project_id', 'status', 'amount'])
      .execute();
    await db.schema.alterTable('donations').addColumn('receipt_number', 'text').execute();
    await db.schema
      .createIndex('donations_receipt_number')
      .on('donations')
      .column('receipt_number')
      .unique()
      .execute();
    await db.schema
      .createTable('receipt_counters')
      .addColumn('financial_year', 'text', (c) => c.primaryKey())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .execute();

    const { rows } = await sql<{ id: number | string; date: string }>`
      select id, date from donations order by date, id`.execute(db);
    const counters = new Map<string, number>();
    for (const { id, date } of rows) {
      const year = financialYearOf(date);
      const place = (counters.get(year) ?? 0) + 1;
      counters.set(year, place);
      await sql`update donations set receipt_number = ${receiptNumberOf(year, place)}
        where id = ${id}`.execute(db);
    }
    for (const [year, place] of counters) {
      await sql`insert into receipt_counters (financial_year, last_number)
        values (${year}, ${place})`.execute(db);
    }

    // An empty database is left empty: the demo seed fills only a site without settings.
    const { rows: stored } = await sql<{ name: string }>`select name from settings`.execute(db);
    if (stored.length > 0 && !stored.some(({ name }) => name === 'trust')) {
      await sql`insert into settings (name, content)
        values ('trust', ${JSON.stringify(blankTrust())})`.execute(db);
    }
  },
};
