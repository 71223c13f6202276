import { useTestApp } from '../../test/testApp';

const t = useTestApp({}, { scope: 'all' });
beforeAll(async () => {
  const db = t.app.db;
  const now = new Date().toISOString();
  const add = async (
    projectId: string,
    status: 'active' | 'completed',
    goal: number,
    position = 1,
  ) =>
    (
      await db
        .insertInto('projects')
        .values({
          projectId,
          position,
          title: `Title of ${projectId}`,
          status,
          goal,
          link: `https://example.org/donate/${projectId}`,
          image: `${projectId}.jpg`,
          details: `Details of ${projectId}`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // Placed last to first.
  const water = await add('clean-water', 'active', 100_000, 3);
  await add('school-books', 'active', 50_000, 2);
  await add('winter-blankets', 'active', 20_000, 1);
  await add('eye-camp', 'completed', 75_000);
  const gifts = [
    { donorName: 'Early Bird', amount: 5_000, date: '2025-01-01' },
    { donorName: 'Big Heart', amount: 40_000, date: '2025-02-01' },
    { donorName: null, amount: 40_000, date: '2025-03-01' },
    { donorName: 'Latest', amount: 1_000, date: '2025-04-01' },
  ];
  await db
    .insertInto('donations')
    .values(gifts.map((gift) => ({ ...gift, projectId: water, createdAt: now })))
    .execute();
});

type Project = {
  projectId: string;
  raised: number;
  supportersCount: number;
  goal: number;
  image: string;
  status: string;
};
type Page = { data: Project[]; metadata: { total: number; hasNext: boolean } };

describe('projects', () => {
  it('lists active projects in their order, with raised and supporters from donations', async () => {
    const page = (
      await t.inject({ url: '/api/v1/projects?page=1&limit=2&status=active' })
    ).json<Page>();
    expect(page.data.map((project) => project.projectId)).toEqual([
      'winter-blankets',
      'school-books',
    ]);
    expect(page.metadata).toMatchObject({ total: 3, hasNext: true });
    const last = (
      await t.inject({ url: '/api/v1/projects?page=2&limit=2&status=active' })
    ).json<Page>();
    const water = last.data[0];
    expect(water).toMatchObject({
      projectId: 'clean-water',
      raised: 86_000,
      supportersCount: 4,
      goal: 100_000,
      image: 'clean-water.jpg',
      status: 'active',
    });
    expect(last.metadata.hasNext).toBe(false);
  });

  it('filters completed projects and counts zero for a project without donations', async () => {
    const page = (await t.inject({ url: '/api/v1/projects?status=completed' })).json<Page>();
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject({ projectId: 'eye-camp', raised: 0, supportersCount: 0 });
  });

  it('refuses an unknown status', async () => {
    const answer = await t.inject({ url: '/api/v1/projects?status=paused' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'status' });
  });

  it('answers one project by its projectId, and 404 for unknown or reserved ids', async () => {
    const answer = await t.inject({ url: '/api/v1/projects/clean-water' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      projectId: 'clean-water',
      title: 'Title of clean-water',
      projectDetails: 'Details of clean-water',
      link: 'https://example.org/donate/clean-water',
    });
    expect((await t.inject({ url: '/api/v1/projects/no-such-project' })).statusCode).toBe(404);
    expect((await t.inject({ url: '/api/v1/projects/donor' })).statusCode).toBe(404);
  });

  it('lists donors newest first with their badges', async () => {
    const answer = await t.inject({ url: '/api/v1/projects/donor/clean-water' });
    expect(answer.statusCode).toBe(200);
    expect(
      answer.json<{ donorName: string; type: string }[]>().map((d) => [d.donorName, d.type]),
    ).toEqual([
      ['Latest', 'recentDonor'],
      ['Anonymous', 'recentDonor'],
      ['Big Heart', 'topDonor'],
      ['Early Bird', 'firstDonor'],
    ]);
    expect((await t.inject({ url: '/api/v1/projects/donor/eye-camp' })).json()).toEqual([]);
    expect((await t.inject({ url: '/api/v1/projects/donor/unknown' })).statusCode).toBe(404);
  });
});
