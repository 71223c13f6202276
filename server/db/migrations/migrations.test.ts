import { sql } from 'kysely';
import { useTestDb } from '../../test/testDb';
import { migrateToLatest, MIGRATIONS } from '.';

const TABLES = [
  'admins',
  'bin_entries',
  'donations',
  'gallery_images',
  'highlights',
  'login_failures',
  'news',
  'news_logos',
  'partners',
  'projects',
  'revoked_tokens',
  'settings',
  'testimonials',
];

const t = useTestDb({ migrated: false });

async function tableNames(): Promise<string[]> {
  if (t.schema) {
    const result = await sql<{ name: string }>`
      select table_name as name from information_schema.tables where table_schema = ${t.schema}`.execute(
      t.db,
    );
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table'`.execute(t.db);
  return result.rows.map((row) => row.name);
}

describe('migrations', () => {
  it('create every table, and a second run changes nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual(Object.keys(MIGRATIONS));
    const tables = await tableNames();
    expect(tables).toEqual(expect.arrayContaining(TABLES));
    await t.db
      .insertInto('testimonials')
      .values({ name: 'Kept', video: 'https://e.org/v' })
      .execute();

    expect(await migrateToLatest(t.db)).toEqual([]);
    expect((await tableNames()).sort()).toEqual(tables.sort());
    const rows = await t.db.selectFrom('testimonials').select('name').execute();
    expect(rows).toEqual([{ name: 'Kept' }]);
  });

  it('enforce the foreign keys: a used news logo cannot go, donations go with their project', async () => {
    await migrateToLatest(t.db);
    const logo = await t.db
      .insertInto('newsLogos')
      .values({ name: 'L', image: 'l.png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('news')
      .values({
        heading: 'H',
        logoId: logo.id,
        link: 'https://e.org',
        image: 'n.jpg',
        date: '2025-01-01',
        pinned: 0,
      })
      .execute();
    await expect(t.db.deleteFrom('newsLogos').execute()).rejects.toBeDefined();

    const project = await t.db
      .insertInto('projects')
      .values({
        projectId: 'p',
        title: 'P',
        status: 'active',
        goal: 10,
        link: '',
        image: 'p.jpg',
        details: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('donations')
      .values({
        projectId: project.id,
        donorName: null,
        amount: 5,
        date: '2025-01-01',
        createdAt: '',
      })
      .execute();
    await t.db.deleteFrom('projects').execute();
    expect(await t.db.selectFrom('donations').selectAll().execute()).toEqual([]);
  });

  it('give news pinned before 0002 a pin time that keeps their order, newest first', async () => {
    await t.migrateTo('0001_initial');
    const logo = await sql<{ id: number }>`
      insert into news_logos (name, image) values ('L', 'l.png') returning id`.execute(t.db);
    const logoId = logo.rows[0]?.id;
    for (const [heading, date, pinned] of [
      ['pinned old', '2024-01-02', true],
      ['pinned new', '2025-03-04', true],
      ['plain', '2026-01-01', false],
    ] as const) {
      await sql`insert into news (heading, logo_id, link, image, date, pinned)
        values (${heading}, ${logoId}, 'https://e.org', 'n.jpg', ${date}, ${pinned ? 1 : 0})`.execute(
        t.db,
      );
    }

    expect(await migrateToLatest(t.db)).toEqual(
      Object.keys(MIGRATIONS).filter((name) => name !== '0001_initial'),
    );
    const rows = await t.db.selectFrom('news').select(['heading', 'pinnedAt']).execute();
    expect(Object.fromEntries(rows.map((row) => [row.heading, row.pinnedAt]))).toEqual({
      'pinned old': '2024-01-02T00:00:00.000Z',
      'pinned new': '2025-03-04T00:00:00.000Z',
      plain: null,
    });
  });

  it('keep news logo names unique regardless of case', async () => {
    await migrateToLatest(t.db);
    await t.db.insertInto('newsLogos').values({ name: 'Herald', image: 'a.png' }).execute();
    await expect(
      t.db.insertInto('newsLogos').values({ name: 'HERALD', image: 'b.png' }).execute(),
    ).rejects.toBeDefined();
  });

  it('run on the database the configuration names', async () => {
    await migrateToLatest(t.db);
    if (t.schema) {
      const result = await sql<{ path: string }>`select current_schema() as path`.execute(t.db);
      expect(result.rows[0]?.path).toBe(t.schema);
    } else {
      const result = await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(t.db);
      expect(result.rows[0]?.foreignKeys).toBe(1);
    }
  });
});
