import { samplePdf } from '../seed/samplePdf';
import { form, makeJpeg } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';
import { createProject, setUpiTrust } from '../test/projects';
import { useTestApp } from '../test/testApp';

/*
 * Drafts (issue 31): an item saved as a draft is in no public answer, page or sitemap, token or
 * not, until it is published; `?status=all` shows it, marked, to someone who may edit the content.
 */

const t = useTestApp();

const DRAFT = { status: 'draft' };
const image = async () => ({ image: { data: await makeJpeg(), type: 'image/jpeg' } });

type Named = {
  id: number;
  status?: string;
  publishStatus?: string;
  publishAt?: string | null;
};

/** One draft of every kind of item, and one published item beside each. */
async function draftsOfEveryKind() {
  const made: Record<string, Named> = {};
  for (const [kind, fields] of [
    ['partners', { name: 'Hidden partner', ...DRAFT }],
    ['highlights', { heading: 'Hidden', subHeading: 'highlight', ...DRAFT }],
    ['images', DRAFT],
    ['news/logos', { name: 'Hidden source', ...DRAFT }],
  ] as const) {
    const answer = await t.admin({
      method: 'POST',
      url: `/api/v1/${kind}`,
      payload: form(fields, await image()),
    });
    expect({ kind, status: answer.statusCode }).toEqual({ kind, status: 201 });
    const body = answer.json<Named | Named[]>();
    made[kind] = Array.isArray(body) ? body[0]! : body;
  }
  const logo = (await createNewsLogo(t, 'Daily')).json<Named>();
  made.news = (await createNewsItem(t, logo.id, { heading: 'Hidden news', ...DRAFT })).json();
  const testimonial = await t.admin({
    method: 'POST',
    url: '/api/v1/testimonials',
    payload: { name: 'Hidden voice', video: 'https://example.org/v', ...DRAFT },
  });
  made.testimonials = testimonial.json();
  made.documents = (
    await t.admin({
      method: 'POST',
      url: '/api/v1/documents',
      payload: form(
        { year: '2024-25', title: 'Hidden report', kind: 'annualReport', ...DRAFT },
        { file: { data: samplePdf(['Hidden']), filename: 'r.pdf', type: 'application/pdf' } },
      ),
    })
  ).json();
  made.projects = (
    await createProject(t, { projectId: 'hidden-well', publishStatus: 'draft' })
  ).json();
  const published = await createProject(t, { projectId: 'open-well' });
  expect(published.statusCode).toBe(201);
  made.updates = (
    await t.admin({
      method: 'POST',
      url: '/api/v1/projects/open-well/updates',
      payload: form(
        { text: 'Hidden update', textUr: 'چھپی', ...DRAFT },
        { images: { data: await makeJpeg() } },
      ),
    })
  ).json();
  for (const [kind, item] of Object.entries(made)) {
    const state = kind === 'projects' ? { publishStatus: 'draft' } : { status: 'draft' };
    expect(item).toMatchObject(state);
  }
  return made;
}

/** Every public list, as the site reads it, and the ids each holds. */
const LISTS: Record<string, string> = {
  partners: '/api/v1/partners',
  highlights: '/api/v1/highlights',
  images: '/api/v1/images',
  'news/logos': '/api/v1/news/logos',
  news: '/api/v1/news',
  testimonials: '/api/v1/testimonials',
  documents: '/api/v1/documents',
  projects: '/api/v1/projects',
  updates: '/api/v1/projects/open-well/updates',
};

async function idsIn(url: string, headers?: Record<string, string>): Promise<number[]> {
  const answer = await t.inject({ url, ...(headers ? { headers } : {}) });
  expect(answer.statusCode).toBe(200);
  const body = answer.json<Named[] | { data: Named[] }>();
  return (Array.isArray(body) ? body : body.data).map(({ id }) => id);
}

const withAll = (url: string) => `${url}${url.includes('?') ? '&' : '?'}status=all`;

describe('drafts', () => {
  it('are in no public list, token or not, and in every list asked with status=all by an editor', async () => {
    const made = await draftsOfEveryKind();
    const editor = await t.member('editor');
    const accounts = await t.member('accounts');
    for (const [kind, url] of Object.entries(LISTS)) {
      const draft = made[kind]!.id;
      // The public, a signed-in Owner without status=all, and a role that edits no content.
      expect({ kind, ids: await idsIn(url) }).toEqual({
        kind,
        ids: expect.not.arrayContaining([draft]),
      });
      expect(await idsIn(url, t.auth)).not.toContain(draft);
      expect(await idsIn(withAll(url), accounts.auth)).not.toContain(draft);
      expect(await idsIn(withAll(url))).not.toContain(draft);
      // An Editor asking for everything: the draft, marked as one.
      const all = await t.inject({ url: withAll(url), headers: editor.auth });
      const body = all.json<Named[] | { data: Named[] }>();
      const items = Array.isArray(body) ? body : body.data;
      expect({ kind, item: items.find(({ id }) => id === draft) }).toEqual({
        kind,
        item: expect.objectContaining(
          kind === 'projects'
            ? { publishStatus: 'draft', publishAt: null, unpublishAt: null }
            : { status: 'draft', publishAt: null, unpublishAt: null },
        ),
      });
    }
    // The public asked first and the editor's answer was not kept for it, nor the other way.
    expect(await idsIn('/api/v1/partners?status=all')).not.toContain(made.partners!.id);
    // Counts shown publicly count what is public only.
    const totalOf = async (url: string) =>
      (await t.inject({ url })).json<{ metadata: { total: number } }>().metadata.total;
    expect(await totalOf('/api/v1/news')).toBe(0);
    expect(await totalOf('/api/v1/projects')).toBe(1);
    expect(await totalOf('/api/v1/testimonials')).toBe(0);
  });

  it("answer 404 to the public by id: a news item, a testimonial, a project, its donors and its page's updates", async () => {
    const made = await draftsOfEveryKind();
    for (const url of [
      `/api/v1/news/${made.news!.id}`,
      `/api/v1/testimonials/${made.testimonials!.id}`,
      '/api/v1/projects/hidden-well',
      '/api/v1/projects/donor/hidden-well',
      '/api/v1/projects/hidden-well/updates',
    ]) {
      expect({ url, status: (await t.inject({ url })).statusCode }).toEqual({ url, status: 404 });
      expect((await t.inject({ url, headers: t.auth })).statusCode).toBe(404);
      const all = await t.inject({ url: withAll(url), headers: t.auth });
      expect({ url, status: all.statusCode }).toEqual({ url, status: 200 });
    }
    const unknown = await t.inject({ url: '/api/v1/projects/no-such-project' });
    expect((await t.inject({ url: '/api/v1/projects/hidden-well' })).json()).toEqual(
      unknown.json(),
    );
  });

  it('leave the sitemap and refuse gifts until published, then appear', async () => {
    await createProject(t, { projectId: 'hidden-well', publishStatus: 'draft' });
    await setUpiTrust(t);
    const sitemap = async () => (await t.inject({ url: '/sitemap.xml' })).body;
    expect(await sitemap()).not.toContain('hidden-well');
    const pledge = {
      amount: 500,
      paymentReference: '123456789012',
      donorName: '',
    };
    const refused = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/hidden-well/pledges',
      payload: pledge,
    });
    const unknown = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/no-such-project/pledges',
      payload: { ...pledge, paymentReference: '123456789013' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect((await t.inject({ url: '/api/v1/projects/hidden-well/upi.svg' })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('donations').selectAll().execute()).toEqual([]);

    const published = await t.admin({
      method: 'PATCH',
      url: '/api/v1/projects/hidden-well',
      payload: form({ publishStatus: 'published' }),
    });
    expect(published.json()).toMatchObject({ publishStatus: 'published', status: 'active' });
    expect(await sitemap()).toContain('/projects/hidden-well');
    expect((await t.inject({ url: '/api/v1/projects/hidden-well' })).statusCode).toBe(200);
    const given = await t.inject({
      method: 'POST',
      url: '/api/v1/projects/hidden-well/pledges',
      payload: pledge,
    });
    expect(given.statusCode).toBe(201);
  });

  it("are in one status's list of projects asked with publishStatus=all by an editor, as its order needs", async () => {
    await createProject(t, { projectId: 'hidden-well', publishStatus: 'draft' });
    await createProject(t, { projectId: 'open-well' });
    const url = '/api/v1/projects?status=active&publishStatus=all';
    const slugs = async (headers?: Record<string, string>) =>
      (await t.inject({ url, ...(headers ? { headers } : {}) }))
        .json<{ data: { projectId: string }[] }>()
        .data.map(({ projectId }) => projectId);
    const before = await slugs((await t.member('editor')).auth);
    expect([...before].sort()).toEqual(['hidden-well', 'open-well']);
    expect(await slugs()).toEqual(['open-well']);
    expect(await slugs((await t.member('accounts')).auth)).toEqual(['open-well']);
    // The whole status, drafts included, is what its order takes.
    const ids = (await t.inject({ url, headers: t.auth }))
      .json<{ data: { id: number }[] }>()
      .data.map(({ id }) => id);
    const ordered = await t.admin({
      method: 'PUT',
      url: '/api/v1/projects/order',
      payload: { ids: [...ids].reverse() },
    });
    expect(ordered.statusCode).toBeLessThan(300);
    expect(await slugs(t.auth)).toEqual([...before].reverse());
  });

  it('count in the admin\'s "Urdu missing" counts, which count everything', async () => {
    await draftsOfEveryKind();
    const counts = await t.admin({ url: '/api/v1/urdu-missing' });
    expect(counts.json()).toMatchObject({ partners: 1, highlights: 1, gallery: 1, projects: 2 });
  });
});

describe('the publishing fields of a write', () => {
  it('refuse a window that ends before it starts, naming the field, and store nothing', async () => {
    const bad = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form(
        {
          name: 'Eid appeal',
          publishAt: '2027-03-01T00:00:00+05:30',
          unpublishAt: '2027-02-28T18:30:00Z',
        },
        await image(),
      ),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'unpublishAt must be after publishAt',
      field: 'unpublishAt',
    });
    expect(t.filesOf('partner')).toEqual([]);
    expect(await t.app.db.selectFrom('partners').selectAll().execute()).toEqual([]);

    // An edit is checked against the bound it leaves stored.
    const made = await t.admin({
      method: 'POST',
      url: '/api/v1/testimonials',
      payload: {
        name: 'Ramadan',
        video: 'https://example.org/v',
        publishAt: '2027-02-18T00:00:00+05:30',
        unpublishAt: null,
      },
    });
    expect(made.json()).toMatchObject({
      status: 'published',
      publishAt: '2027-02-17T18:30:00.000Z',
      unpublishAt: null,
    });
    const id = made.json<Named>().id;
    const ends = await t.admin({
      method: 'PATCH',
      url: `/api/v1/testimonials/${id}`,
      payload: { unpublishAt: '2027-02-01T00:00:00Z' },
    });
    expect(ends.statusCode).toBe(400);
    expect(ends.json()).toMatchObject({ field: 'unpublishAt' });
    // '' (a form) or null (JSON) clears a bound.
    const cleared = await t.admin({
      method: 'PATCH',
      url: `/api/v1/testimonials/${id}`,
      payload: { publishAt: null, unpublishAt: '2027-02-01T00:00:00Z' },
    });
    expect(cleared.json()).toMatchObject({
      publishAt: null,
      unpublishAt: '2027-02-01T00:00:00.000Z',
    });
  });

  it('refuse what is not a state or an instant', async () => {
    for (const fields of [
      { status: 'hidden' },
      { publishAt: 'tomorrow' },
      { publishAt: '2027-02-30T10:00:00Z' },
    ]) {
      const answer = await t.admin({
        method: 'POST',
        url: '/api/v1/partners',
        payload: form({ name: 'Partner', ...fields }, await image()),
      });
      expect({ fields, status: answer.statusCode }).toEqual({ fields, status: 400 });
      expect(answer.json<{ field: string }>().field).toBe(Object.keys(fields)[0]);
    }
    expect(await t.app.db.selectFrom('partners').selectAll().execute()).toEqual([]);
  });
});

describe('the timeZone setting', () => {
  const put = (zone: string) =>
    t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: JSON.stringify([{ name: 'timeZone', content: { zone } }]) }),
    });

  it('is Asia/Kolkata until saved, public, and takes only a zone this server knows', async () => {
    const zoneOf = async () =>
      (await t.inject({ url: '/api/v1/settings' }))
        .json<{ name: string; content: unknown }[]>()
        .find(({ name }) => name === 'timeZone')?.content;
    expect(await zoneOf()).toEqual({ zone: 'Asia/Kolkata' });
    const unknown = await put('Mars/Olympus');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ field: 'timeZone.zone' });
    expect(await zoneOf()).toEqual({ zone: 'Asia/Kolkata' });
    expect((await put('Europe/London')).statusCode).toBe(200);
    expect(await zoneOf()).toEqual({ zone: 'Europe/London' });
  });
});
