import { PostgresAdapter, sql } from 'kysely';
import { listPage } from '../../resources/news/queries';
import { useTestDb } from '../../test/testDb';

const t = useTestDb();

async function indexNames(): Promise<string[]> {
  const query =
    t.db.getExecutor().adapter instanceof PostgresAdapter
      ? sql<{ name: string }>`select indexname as name from pg_indexes
          where schemaname = current_schema()`
      : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
  return (await query.execute(t.db)).rows.map((row) => row.name);
}

describe('migration 0004_read_speed', () => {
  it('leaves the indexes behind the public reads, and the content version row', async () => {
    expect(await indexNames()).toEqual(
      expect.arrayContaining([
        'news_list_order',
        'projects_list_order',
        'donations_by_project',
        'donations_amounts',
      ]),
    );
    const version = await t.db.selectFrom('contentVersion').selectAll().execute();
    expect(version.map((row) => [Number(row.id), Number(row.version)])).toEqual([[1, 0]]);
  });
});

describe('news pages', () => {
  async function fill(count: number) {
    const { id: logoId } = await t.db
      .insertInto('newsLogos')
      .values({ name: 'Daily', image: 'daily.png' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const rows = Array.from({ length: count }, (_, i) => ({
      heading: `Item ${i}`,
      logoId,
      link: `https://example.org/${i}`,
      image: `${i}.jpg`,
      // Several items share a day, so the id decides between them.
      date: `2024-01-${String(1 + (i % 9)).padStart(2, '0')}`,
      pinned: i % 10 === 3 ? 1 : 0,
      pinnedAt: i % 10 === 3 ? `2025-0${1 + (i % 7)}-01T00:00:00.000Z` : null,
    }));
    await t.db.insertInto('news').values(rows).execute();
  }

  it('page through the same order as one long page, however deep', async () => {
    await fill(40);
    const whole = await listPage(t.db, { limit: 100, offset: 0 });
    expect(whole).toHaveLength(40);
    const paged = [];
    for (let offset = 0; offset < 45; offset += 3) {
      paged.push(...(await listPage(t.db, { limit: 3, offset })));
    }
    expect(paged.map((row) => row.id)).toEqual(whole.map((row) => row.id));

    // Pinned first, then newest, then the later id.
    const pinned = whole.filter((row) => Number(row.pinned) === 1);
    expect(whole.slice(0, pinned.length)).toEqual(pinned);
    const rest = whole.slice(pinned.length).map((row) => [row.date, row.id] as const);
    const sorted = [...rest].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(rest).toEqual(sorted);
  });
});
