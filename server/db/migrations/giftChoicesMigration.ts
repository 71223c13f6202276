import { sql, type Kysely, type Migration } from 'kysely';
import { GIFT_PURPOSES, DONOR_DISPLAYS } from '@contract/gifts';
import { addChoiceColumn } from './steps';

/**
 * What each gift is for and how its donor is shown (issue 13). Gifts recorded before keep their
 * meaning: general giving, shown by name, or as anonymous where no name was given; amounts shown.
 * A project may say it accepts Zakat (none does until an admin says so).
 */
export const giftChoices: Migration = {
  async up(db: Kysely<unknown>) {
    await addChoiceColumn(db, 'donations', 'purpose', GIFT_PURPOSES, 'general');
    await addChoiceColumn(db, 'donations', 'shown_as', DONOR_DISPLAYS, 'name');
    await db.schema
      .alterTable('donations')
      .addColumn('hide_amount', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await sql`update donations set shown_as = 'anonymous' where donor_name is null`.execute(db);
    await db.schema
      .alterTable('projects')
      .addColumn('accepts_zakat', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
  },
};
