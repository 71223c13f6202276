import { CompiledQuery } from 'kysely';
import { listPageIds } from '../resources/news/queries';
import { selectProjects } from '../resources/projects/queries';
import { publicAt } from '../publishing';
import { useTestDb } from '../test/testDb';

/*
 * SQLite's own account of how it runs the public reads (EXPLAIN QUERY PLAN). SQLite only: the
 * server-postgres project leaves this file out (jest.config.ts).
 */

const t = useTestDb();

async function planOf(query: { compile(): CompiledQuery }) {
  const { sql: text, parameters } = query.compile();
  const plan = await t.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
  );
  return plan.rows.map((row) => row.detail).join('\n');
}

describe('query plans on SQLite', () => {
  it('picks a deep news page from the list-order index alone', async () => {
    const deepPage = listPageIds(t.db, { limit: 3, offset: 300 });
    expect(await planOf(deepPage)).toBe('SCAN news USING COVERING INDEX news_list_order');
    // The public's page, of the items public now, too.
    const publicPage = listPageIds(t.db, { limit: 3, offset: 300, where: publicAt('news', 0) });
    expect(await planOf(publicPage)).toBe('SCAN news USING COVERING INDEX news_list_order');
  });

  it('lists projects in index order, summing gifts from an index', async () => {
    const projects = selectProjects(t.db)
      .where('projects.status', '=', 'active')
      .orderBy('projects.status')
      .orderBy('projects.position')
      .orderBy('projects.id')
      .limit(3);
    const plan = await planOf(projects);
    expect(plan).toContain('SEARCH projects USING INDEX projects_list_order (status=?)');
    expect(plan).toContain(
      'SEARCH donations USING COVERING INDEX donations_amounts (project_id=? AND status=?)',
    );
    expect(plan).not.toContain('TEMP B-TREE');
  });
});
