import { sql } from 'kysely';
import { migrateToLatest } from '.';
import { useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0019_bin';

describe(`migration ${NAME}`, () => {
  it('adds an empty bin and leaves the content as it was', async () => {
    await t.migrateToBefore(NAME);
    await sql`insert into partners (name, image, position) values ('Kept', 'kept.webp', 1)`.execute(
      t.db,
    );
    await migrateToLatest(t.db);
    expect(await t.db.selectFrom('binEntries').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('partners').select(['id', 'name', 'position']).execute()).toEqual([
      { id: 1, name: 'Kept', position: 1 },
    ]);
    // Its id is generated on both databases, as every table's.
    const { id } = await t.db
      .insertInto('binEntries')
      .values({
        kind: 'partners',
        itemId: '1',
        resourceId: '1',
        summary: 'Kept',
        deletedAt: '2026-01-01T00:00:00.000Z',
        deletedBy: 'admin@test.org',
        purgeAt: '2026-01-31T00:00:00.000Z',
        data: '{}',
        rows: '[]',
        files: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(id)).toBe(1);
  });
});
