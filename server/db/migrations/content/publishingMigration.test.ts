import { sql } from 'kysely';
import { migrateToLatest } from '..';
import { useTestDb } from '../../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0020_publishing';

describe(`migration ${NAME}`, () => {
  it('keeps every existing item published, with no window, in its place', async () => {
    await t.migrateToBefore(NAME);
    for (const name of ['one', 'two']) {
      await sql`insert into partners (name, image, position)
        values (${name}, ${`${name}.webp`}, ${name === 'one' ? 2 : 1})`.execute(t.db);
    }
    await sql`insert into news_logos (name, image, position) values ('BBC', 'bbc.png', 1)`.execute(
      t.db,
    );
    await sql`insert into news (heading, logo_id, link, image, date, pinned)
      values ('Kits', 1, 'https://example.org', 'kits.jpg', '2026-01-02', ${0})`.execute(t.db);
    await sql`insert into projects (project_id, title, status, goal, link, image, details, position)
      values ('well', 'Well', 'completed', 1000, 'https://example.org', 'w.png', 'A well', 1)`.execute(
      t.db,
    );

    await migrateToLatest(t.db);

    const partners = await t.db
      .selectFrom('partners')
      .select(['name', 'publishStatus', 'publishAt', 'unpublishAt'])
      .orderBy('position')
      .execute();
    expect(partners).toEqual([
      { name: 'two', publishStatus: 'published', publishAt: null, unpublishAt: null },
      { name: 'one', publishStatus: 'published', publishAt: null, unpublishAt: null },
    ]);
    for (const table of ['news', 'projects'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select(['publishStatus', 'publishAt', 'unpublishAt'])
        .execute();
      expect(rows).toEqual([{ publishStatus: 'published', publishAt: null, unpublishAt: null }]);
    }
    // A project keeps SPEC's status beside its publishing state.
    const project = await t.db.selectFrom('projects').select('status').executeTakeFirstOrThrow();
    expect(project.status).toBe('completed');
    // A new row may leave the fields out: published; and no other state is taken.
    await sql`insert into partners (name, image) values ('three', 'three.webp')`.execute(t.db);
    const three = await t.db
      .selectFrom('partners')
      .select('publishStatus')
      .where('name', '=', 'three')
      .executeTakeFirstOrThrow();
    expect(three.publishStatus).toBe('published');
    // By its message: better-sqlite3's error may come from another test file's realm, which
    // toThrow() does not count as an Error (it failed so on a fresh clone's first jest run).
    await expect(
      sql`update partners set publish_status = 'hidden' where name = 'three'`.execute(t.db),
    ).rejects.toMatchObject({ message: expect.stringMatching(/check constraint/i) });
  });
});
