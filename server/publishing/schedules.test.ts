import { buildApp, type App } from '../app';
import { createNewsItem, createNewsLogo } from '../test/news';
import { injector } from '../test/http';
import { form, makeJpeg } from '../test/fixtures';
import { createProject } from '../test/projects';
import { useTestApp } from '../test/testApp';

/*
 * Schedules (issue 31): an item is public from its publishAt until its unpublishAt, by the clock
 * alone. Two instances on one database, each with its caches, follow the same controlled clock
 * with no write in between, no restart and no admin visit.
 */

const START = Date.parse('2027-02-28T12:00:00Z');
let clock = START;
const now = () => clock;
const MINUTE = 60 * 1000;

const t = useTestApp({ now });
let other: App | undefined;

beforeEach(() => {
  clock = START;
});
afterEach(async () => {
  await other?.close();
  other = undefined;
});

/** A second instance on the test app's database, with the same clock. */
async function secondInstance() {
  other = await buildApp({ config: t.config, now });
  return injector(other);
}

const headingsOf = async (inject: typeof t.inject) => {
  const answer = await inject({ url: '/api/v1/news' });
  expect(answer.statusCode).toBe(200);
  // Revalidated on every read: a browser never keeps an answer past a boundary.
  expect(answer.headers['cache-control']).toBe('no-cache');
  return answer.json<{ data: { heading: string }[] }>().data.map(({ heading }) => heading);
};

describe('a scheduled news item', () => {
  it('appears at its publishAt and leaves at its unpublishAt on both instances, with no write between', async () => {
    const b = await secondInstance();
    const logo = (await createNewsLogo(t, 'Daily')).json<{ id: number }>();
    const created = await createNewsItem(t, logo.id, {
      heading: 'Ramadan appeal',
      // 1 March 00:00 and 1 April 00:00 in Kolkata.
      publishAt: '2027-03-01T00:00:00+05:30',
      unpublishAt: '2027-04-01T00:00:00+05:30',
    });
    expect(created.json()).toMatchObject({
      status: 'published',
      publishAt: '2027-02-28T18:30:00.000Z',
      unpublishAt: '2027-03-31T18:30:00.000Z',
    });
    const { id } = created.json<{ id: number }>();

    // Read before its time on both: the answers are kept in each instance's cache.
    for (const inject of [t.inject, b]) {
      expect(await headingsOf(inject)).toEqual([]);
      expect((await inject({ url: `/api/v1/news/${id}` })).statusCode).toBe(404);
    }
    clock = Date.parse('2027-02-28T18:29:59.999Z');
    expect(await headingsOf(b)).toEqual([]);

    // At its publishAt, to the millisecond: on both, without a write.
    clock = Date.parse('2027-02-28T18:30:00.000Z');
    for (const inject of [t.inject, b]) {
      expect(await headingsOf(inject)).toEqual(['Ramadan appeal']);
      expect((await inject({ url: `/api/v1/news/${id}` })).statusCode).toBe(200);
    }

    // Until its unpublishAt, which it is not public at.
    clock = Date.parse('2027-03-31T18:29:00Z');
    expect(await headingsOf(t.inject)).toEqual(['Ramadan appeal']);
    clock = Date.parse('2027-03-31T18:30:00Z') + 10;
    for (const inject of [t.inject, b]) expect(await headingsOf(inject)).toEqual([]);
    expect(await t.app.db.selectFrom('auditLog').select('id').execute()).toHaveLength(2);
  });

  it('a project scheduled by another instance enters the sitemap and the list within a minute', async () => {
    const b = await secondInstance();
    // The sitemap and the list read once on B, before the schedule exists.
    const sitemap = async () => (await b({ url: '/sitemap.xml' })).body;
    const slugs = async () =>
      (await b({ url: '/api/v1/projects' }))
        .json<{ data: { projectId: string }[] }>()
        .data.map(({ projectId }) => projectId);
    expect(await slugs()).toEqual([]);
    const made = await createProject(t, {
      projectId: 'eid-gifts',
      publishAt: new Date(START + 10 * MINUTE).toISOString(),
    });
    expect(made.statusCode).toBe(201);
    clock = START + 2 * 1000;
    expect(await slugs()).toEqual([]);
    expect(await sitemap()).not.toContain('eid-gifts');
    clock = START + 10 * MINUTE;
    expect(await slugs()).toEqual(['eid-gifts']);
    expect(await sitemap()).toContain('/projects/eid-gifts');
  });
});

describe('versions and the bin', () => {
  it('keep the publishing with the rest: a restore brings back the state and window', async () => {
    const made = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form({ name: 'Aid' }, { image: { data: await makeJpeg(), type: 'image/jpeg' } }),
    });
    const { id } = made.json<{ id: number }>();
    const edited = await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${id}`,
      payload: form({
        status: 'draft',
        publishAt: '2027-03-01T00:00:00Z',
        unpublishAt: '2027-03-02T00:00:00Z',
      }),
    });
    expect(edited.statusCode).toBe(200);
    const versions = (await t.admin({ url: `/api/v1/versions?kind=partners&id=${id}` })).json<
      { id: number; data: Record<string, unknown> }[]
    >();
    expect(versions.map(({ data }) => [data.status, data.publishAt, data.unpublishAt])).toEqual([
      ['draft', '2027-03-01T00:00:00.000Z', '2027-03-02T00:00:00.000Z'],
      ['published', null, null],
    ]);
    const restored = await t.admin({
      method: 'POST',
      url: `/api/v1/versions/${versions[1]!.id}/restore`,
    });
    expect(restored.statusCode).toBe(200);
    const all = () => t.admin({ url: '/api/v1/partners?status=all' });
    expect((await all()).json()).toEqual([
      expect.objectContaining({ id, status: 'published', publishAt: null, unpublishAt: null }),
    ]);

    // Again a scheduled draft, then binned and restored: as it was.
    await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${id}`,
      payload: form({ status: 'draft', publishAt: '2027-03-01T00:00:00Z' }),
    });
    const before = (await all()).json();
    expect((await t.remove(`/api/v1/partners/${id}`)).statusCode).toBe(204);
    const [entry] = (await t.admin({ url: '/api/v1/bin' })).json<{ id: number }[]>();
    await t.admin({ method: 'POST', url: `/api/v1/bin/${entry!.id}/restore` });
    expect((await all()).json()).toEqual(before);
    expect((await t.inject({ url: '/api/v1/partners' })).json()).toEqual([]);
  });
});
