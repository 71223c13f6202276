import { sql, type Kysely, type Migration } from 'kysely';
import { DONATION_PURPOSES, DONOR_DISPLAYS } from '@contract';

export const oneOf = (column: string, values: readonly string[]) =>
  sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

/**
 * What each gift is for and how its donor is shown (issue 13). Gifts recorded before keep their
 * meaning: general giving, shown by name, or as anonymous where no name was given; amounts shown.
 * A project may say it accepts Zakat (none does until an admin says so).
 */
export const giftChoices: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('donations')
      .addColumn('purpose', 'text', (c) =>
        c.notNull().defaultTo('general').check(oneOf('purpose', DONATION_PURPOSES)),
      )
      .execute();
    await db.schema
      .alterTable('donations')
      .addColumn('shown_as', 'text', (c) =>
        c.notNull().defaultTo('name').check(oneOf('shown_as', DONOR_DISPLAYS)),
      )
      .execute();
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
