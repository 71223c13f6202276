import { sql } from 'kysely';
import { migrateToLatest } from '..';
import { URDU_COLUMNS } from './urduMigration';
import { useTestDb } from '../../../test/testDb';

const t = useTestDb({ migrated: false });

describe('migration 0006_content_urdu', () => {
  it('upgrades a database in place: every English text kept, no Urdu yet', async () => {
    await t.migrateTo('0005_audit_trail');
    // Content as a release before Urdu left it (raw SQL: the code's types know the new columns).
    await sql`insert into partners (name, image) values ('Nayi Subah', 'nayi.png')`.execute(t.db);
    await sql`insert into highlights (heading, sub_heading, image)
      values ('Meals', '42,000 served', 'meals.png')`.execute(t.db);

    await migrateToLatest(t.db);

    expect(await t.db.selectFrom('partners').select(['name', 'nameUr']).execute()).toEqual([
      { name: 'Nayi Subah', nameUr: null },
    ]);
    expect(
      await t.db
        .selectFrom('highlights')
        .select(['heading', 'headingUr', 'subHeading', 'subHeadingUr'])
        .execute(),
    ).toEqual([
      { heading: 'Meals', headingUr: null, subHeading: '42,000 served', subHeadingUr: null },
    ]);
    // Every content table has its Urdu columns, empty.
    for (const [table, columns] of Object.entries(URDU_COLUMNS)) {
      for (const column of columns) {
        const { rows } = await sql<{ count: number | string }>`
          select count(${sql.ref(column)}) as count from ${sql.table(table)}`.execute(t.db);
        expect([table, column, Number(rows[0]?.count)]).toEqual([table, column, 0]);
      }
    }
  });
});
