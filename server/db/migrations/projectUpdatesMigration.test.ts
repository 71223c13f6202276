import { sql } from 'kysely';
import { migrateToLatest } from '.';
import { useTestDb } from '../../test/testDb';

const t = useTestDb({ migrated: false });

describe('migration 0014_project_updates', () => {
  it('adds the updates beside the projects kept; they and their photos go with their project', async () => {
    await t.migrateToBefore('0014_project_updates');
    await sql`insert into projects (project_id, title, status, goal, link, image, details)
      values ('kept', 'Kept', 'active', 10, '', 'p.jpg', '')`.execute(t.db);

    await migrateToLatest(t.db);

    const project = await t.db
      .selectFrom('projects')
      .select(['id', 'title'])
      .executeTakeFirstOrThrow();
    expect(project.title).toBe('Kept');
    expect(await t.db.selectFrom('projectUpdates').selectAll().execute()).toEqual([]);
    const update = await t.db
      .insertInto('projectUpdates')
      .values({
        projectId: project.id,
        date: '2025-01-02',
        text: 'Wells dug',
        textUr: 'کنویں کھودے گئے',
        spent: null,
        notify: 0,
        createdAt: '2025-01-02T00:00:00.000Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('projectUpdateImages')
      .values({ updateId: update.id, position: 0, image: 'a-10x10.webp' })
      .execute();
    expect(await t.db.selectFrom('projectUpdates').select('notify').execute()).toEqual([
      { notify: t.schema ? false : 0 },
    ]);

    await t.db.deleteFrom('projects').execute();
    expect(await t.db.selectFrom('projectUpdates').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('projectUpdateImages').selectAll().execute()).toEqual([]);

    if (t.schema) {
      await expect(
        sql`insert into project_updates (project_id, date, text, text_ur, spent, created_at)
          values (${project.id}, '2025-01-02', 'x', 'y', 0, 'now')`.execute(t.db),
      ).rejects.toThrow();
    } else {
      // As in the documents' migration test: the table's own definition is read on SQLite.
      const { rows } = await sql<{ sql: string }>`
        select sql from sqlite_master where type = 'table' and name = 'project_updates'`.execute(
        t.db,
      );
      expect(rows[0]?.sql).toMatch(/check \(spent > 0\)/i);
    }
    // Migrating from scratch is slow on a busy two-core machine.
  }, 30_000);
});
