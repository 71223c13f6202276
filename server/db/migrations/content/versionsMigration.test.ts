import { sql } from 'kysely';
import { migrateToLatest } from '..';
import { useTestDb } from '../../../test/testDb';

const t = useTestDb({ migrated: false });

const NAME = '0018_versions';

const versions = () => t.db.selectFrom('versions').selectAll().execute();

describe(`migration ${NAME}`, () => {
  it("gives every existing item and settings entry a first 'upgrade' version of how it is", async () => {
    await t.migrateToBefore(NAME);
    await sql`insert into settings (name, content) values ('about', ${JSON.stringify({
      en: { heading: 'About', text: 'Wells' },
      ur: { heading: 'تعارف', text: 'کنویں' },
    })})`.execute(t.db);
    await sql`insert into partners (name, name_ur, image, position)
      values ('Aid', 'امداد', 'aid.webp', 1)`.execute(t.db);
    await sql`insert into news_logos (name, image, position) values ('BBC', 'bbc.png', 1)`.execute(
      t.db,
    );
    await sql`insert into news (heading, heading_ur, logo_id, link, image, date, pinned)
      values ('Kits', 'راشن', 1, 'https://example.org', 'kits.jpg', '2026-01-02', ${0})`.execute(
      t.db,
    );
    await sql`insert into projects (project_id, title, title_ur, status, goal, link, image, details,
        accepts_zakat, position)
      values ('well', 'Well', 'کنواں', 'completed', 1000, 'https://example.org', 'w.png', 'A well',
        ${1}, 1)`.execute(t.db);
    await sql`insert into project_updates (project_id, date, text, text_ur, spent, notify, created_at)
      values (1, '2026-01-03', 'Dug', 'کھودا', 700, ${0}, '2026-01-03T00:00:00Z')`.execute(t.db);
    await sql`insert into project_update_images (update_id, position, image)
      values (1, 1, 'b.jpg'), (1, 0, 'a.jpg')`.execute(t.db);
    await sql`insert into documents (year, title, kind, file_name, size, created_at)
      values ('2024-25', 'Report', 'annualReport', 'r.pdf', 1234, '2026-01-01')`.execute(t.db);

    await migrateToLatest(t.db);

    const rows = await versions();
    expect(rows.map(({ kind, itemId }) => `${kind} ${itemId}`).sort()).toEqual([
      'documents 1',
      'news 1',
      'news-logos 1',
      'partners 1',
      'project-updates 1',
      'projects 1',
      'settings about',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        action: 'upgrade',
        auditId: null,
        adminId: null,
        adminEmail: 'upgrade',
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
    }
    const data = Object.fromEntries(rows.map((row) => [row.kind, JSON.parse(row.data) as unknown]));
    expect(data).toEqual({
      settings: {
        value: { en: { heading: 'About', text: 'Wells' }, ur: { heading: 'تعارف', text: 'کنویں' } },
      },
      partners: { name: 'Aid', nameUr: 'امداد', logo: '/user/upload/Partners/aid.webp' },
      'news-logos': { name: 'BBC', nameUr: null, image: '/user/upload/NewsLogos/bbc.png' },
      news: {
        heading: 'Kits',
        headingUr: 'راشن',
        link: 'https://example.org',
        date: '2026-01-02',
        logoId: 1,
        image: '/user/upload/News/kits.jpg',
      },
      projects: {
        projectId: 'well',
        title: 'Well',
        titleUr: 'کنواں',
        link: 'https://example.org',
        projectDetails: 'A well',
        projectDetailsUr: null,
        goal: 1000,
        status: 'completed',
        acceptsZakat: true,
        image: 'w.png',
      },
      'project-updates': {
        text: 'Dug',
        textUr: 'کھودا',
        date: '2026-01-03',
        spent: 700,
        images: ['/user/upload/ProjectUpdates/a.jpg', '/user/upload/ProjectUpdates/b.jpg'],
      },
      documents: {
        year: '2024-25',
        title: 'Report',
        titleUr: null,
        kind: 'annualReport',
        url: '/user/upload/Documents/r.pdf',
        size: 1234,
      },
    });
  });
});
