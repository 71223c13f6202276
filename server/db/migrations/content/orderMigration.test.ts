import { sql } from 'kysely';
import { migrateToLatest } from '..';
import { useTestDb } from '../../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0017_content_order';

/** A table's ids by position, then id: the order every list now answers. */
const inOrder = async (
  table: 'galleryImages' | 'partners' | 'highlights' | 'newsLogos' | 'testimonials',
) =>
  (
    await t.db
      .selectFrom(table)
      .select(['id', 'position'])
      .orderBy('position')
      .orderBy('id')
      .execute()
  ).map(({ id, position }) => [id, position]);

describe(`migration ${NAME}`, () => {
  it('numbers every existing item in the order the site showed it before', async () => {
    await t.migrateToBefore(NAME);
    for (const name of ['one', 'two', 'three']) {
      await sql`insert into gallery_images (name, image) values (${name}, ${`${name}.webp`})`.execute(
        t.db,
      );
      await sql`insert into partners (name, image) values (${name}, ${`${name}.webp`})`.execute(
        t.db,
      );
      await sql`insert into news_logos (name, image) values (${name}, ${`${name}.webp`})`.execute(
        t.db,
      );
      await sql`insert into highlights (heading, sub_heading, image)
        values (${name}, 'sub', ${`${name}.webp`})`.execute(t.db);
      await sql`insert into testimonials (name, video)
        values (${name}, ${`https://youtu.be/${name}`})`.execute(t.db);
    }
    // Active and completed projects, interleaved.
    for (const [slug, status] of [
      ['a1', 'active'],
      ['c1', 'completed'],
      ['a2', 'active'],
      ['c2', 'completed'],
      ['a3', 'active'],
    ]) {
      await sql`insert into projects (project_id, title, status, goal, link, image, details)
        values (${slug}, ${slug}, ${status}, 1000, 'https://example.org', 'p.png', 'd')`.execute(
        t.db,
      );
    }

    await migrateToLatest(t.db);

    // Newest first: the gallery and testimonials.
    expect(await inOrder('galleryImages')).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
    ]);
    expect(await inOrder('testimonials')).toEqual([
      [3, 1],
      [2, 2],
      [1, 3],
    ]);
    // Oldest first: partners, highlights and news logos.
    for (const table of ['partners', 'highlights', 'newsLogos'] as const) {
      expect(await inOrder(table)).toEqual([
        [1, 1],
        [2, 2],
        [3, 3],
      ]);
    }
    // Projects: newest first within each status, each status counted from 1.
    const projects = await t.db
      .selectFrom('projects')
      .select(['projectId', 'status', 'position'])
      .orderBy('status')
      .orderBy('position')
      .execute();
    expect(projects.map((p) => [p.projectId, p.position])).toEqual([
      ['a3', 1],
      ['a2', 2],
      ['a1', 3],
      ['c2', 1],
      ['c1', 2],
    ]);
  });

  it('runs on an empty database', async () => {
    await t.migrateToBefore(NAME);
    await migrateToLatest(t.db);
    expect(await inOrder('galleryImages')).toEqual([]);
  });
});
