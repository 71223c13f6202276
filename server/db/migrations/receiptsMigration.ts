import { sql, type Kysely, type Migration } from 'kysely';
import { GIFT_STATUSES, financialYearOf, receiptNumberOf } from '@contract/gifts';
import { blankTrust } from '@contract/settings';
import { addChoiceColumn, createIndex } from './steps';

/**
 * Receipts and pending gifts (issue 13). A gift is pending until an admin confirms it; gifts
 * recorded before were recorded by admins, so they are confirmed. Every confirmed gift has a
 * receipt number, sequential within its financial year: the counter of each year only grows, so
 * a deleted gift leaves a gap and no number is ever given twice. Gifts recorded before are
 * numbered in the order they were given. A site stored before gets the trust entry, blank.
 */
export const giftReceipts: Migration = {
  async up(db: Kysely<unknown>) {
    await addChoiceColumn(db, 'donations', 'status', GIFT_STATUSES, 'confirmed');
    // The sums of a project's gifts count confirmed ones: still read from the index alone.
    await db.schema.dropIndex('donations_amounts').execute();
    await createIndex(db, 'donations_amounts', 'donations', ['project_id', 'status', 'amount']);
    await db.schema.alterTable('donations').addColumn('receipt_number', 'text').execute();
    await createIndex(db, 'donations_receipt_number', 'donations', ['receipt_number'], 'unique');
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
