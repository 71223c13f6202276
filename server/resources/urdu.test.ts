import type { UrduMissingCounts } from '@contract/content';
import { useTestApp } from '../test/testApp';

/*
 * Which content still lacks its Urdu: counted per section for the admin home, and each paged
 * list (news, testimonials, projects) showing only those with ?urdu=missing.
 */

const t = useTestApp();

type Page = { data: Record<string, unknown>[]; metadata: { total: number } };

async function fill() {
  const { db } = t.app;
  await db
    .insertInto('galleryImages')
    .values([
      { name: 'Boats', nameUr: null, image: 'a.webp' },
      { name: 'Well', nameUr: 'کنواں', image: 'b.webp' },
    ])
    .execute();
  await db.insertInto('partners').values({ name: 'Aid', nameUr: null, image: 'p.webp' }).execute();
  await db
    .insertInto('highlights')
    .values([
      // The sub-heading's Urdu is missing: the card lacks Urdu.
      {
        heading: 'Meals',
        headingUr: 'کھانا',
        subHeading: 'Served',
        subHeadingUr: null,
        image: 'h.webp',
      },
      {
        heading: 'Wells',
        headingUr: 'کنویں',
        subHeading: 'Dug',
        subHeadingUr: 'کھودے',
        image: 'i.webp',
      },
    ])
    .execute();
  const logo = await db
    .insertInto('newsLogos')
    .values({ name: 'Daily', nameUr: 'روزنامہ', image: 'l.webp' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const news = (heading: string, headingUr: string | null, date: string) => ({
    heading,
    headingUr,
    logoId: logo.id,
    link: 'https://example.org/news',
    image: 'n.webp',
    date,
    pinned: 0,
    pinnedAt: null,
  });
  await db
    .insertInto('news')
    .values([
      news('First', null, '2026-01-01'),
      news('Second', 'دوسری', '2026-01-02'),
      news('Third', null, '2026-01-03'),
    ])
    .execute();
  await db
    .insertInto('testimonials')
    .values([
      { name: 'Asha', nameUr: 'آشا', video: 'https://example.org/a' },
      { name: 'Ravi', nameUr: null, video: 'https://example.org/r' },
    ])
    .execute();
  const project = (projectId: string, titleUr: string | null, detailsUr: string | null) => ({
    projectId,
    title: projectId,
    titleUr,
    status: 'active' as const,
    goal: 1000,
    link: 'https://example.org/give',
    image: 'x.webp',
    details: 'Details',
    detailsUr,
  });
  await db
    .insertInto('projects')
    .values([
      project('whole', 'مکمل', 'تفصیل'),
      project('no-story', 'عنوان', null),
      project('no-title', null, 'تفصیل'),
    ])
    .execute();
}

describe('content lacking Urdu', () => {
  it('is counted per section for the admin home (a token needed)', async () => {
    await fill();
    const answer = await t.admin({ url: '/api/v1/urdu-missing' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<UrduMissingCounts>()).toEqual({
      gallery: 1,
      partners: 1,
      highlights: 1,
      newsLogos: 0,
      news: 2,
      testimonials: 1,
      projects: 2,
    });
    expect((await t.inject({ url: '/api/v1/urdu-missing' })).statusCode).toBe(401);
  });

  it('is all a paged list shows with ?urdu=missing, paged and counted as such', async () => {
    await fill();
    const titles = async (url: string) => {
      const page = (await t.inject({ url })).json<Page>();
      return {
        total: page.metadata.total,
        shown: page.data.map((item) => item.heading ?? item.name ?? item.projectId),
      };
    };
    expect(await titles('/api/v1/news?urdu=missing')).toEqual({
      total: 2,
      shown: ['Third', 'First'],
    });
    expect(await titles('/api/v1/news?urdu=missing&limit=1&page=2')).toEqual({
      total: 2,
      shown: ['First'],
    });
    expect(await titles('/api/v1/news')).toEqual({ total: 3, shown: ['Third', 'Second', 'First'] });
    expect(await titles('/api/v1/testimonials?urdu=missing')).toEqual({
      total: 1,
      shown: ['Ravi'],
    });
    expect(await titles('/api/v1/projects?urdu=missing')).toEqual({
      total: 2,
      // In their order: both stored without a place (0), so by id.
      shown: ['no-story', 'no-title'],
    });
    expect(await titles('/api/v1/projects?urdu=missing&status=completed')).toEqual({
      total: 0,
      shown: [],
    });
    // Nothing but `missing` is understood.
    const wrong = await t.inject({ url: '/api/v1/news?urdu=given' });
    expect(wrong.statusCode).toBe(400);
  });
});
