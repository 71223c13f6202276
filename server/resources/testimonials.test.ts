import { useTestApp } from '../test/testApp';
import { PUBLISHED, PUBLISHED_ROW } from '../test/fixtures';

const t = useTestApp();

const add = (payload: unknown) => t.admin({ method: 'POST', url: '/api/v1/testimonials', payload });

type Page = {
  data: { id: number; name: string; video: string }[];
  metadata: { page: number; limit: number; total: number; hasNext: boolean };
};

describe('testimonials', () => {
  it('adds a testimonial and stores the row', async () => {
    const answer = await add({ name: ' Ayesha ', video: 'https://www.youtube.com/embed/abc123' });
    expect(answer.statusCode).toBe(201);
    const created = answer.json<{ id: number }>();
    expect(created).toEqual({
      id: created.id,
      name: 'Ayesha',
      nameUr: null,
      video: 'https://www.youtube.com/embed/abc123',
      // The first one, placed before an empty list's first place.
      position: 0,
      ...PUBLISHED,
    });
    const rows = await t.app.db.selectFrom('testimonials').selectAll().execute();
    expect(rows).toEqual([
      {
        id: created.id,
        name: 'Ayesha',
        nameUr: null,
        video: 'https://www.youtube.com/embed/abc123',
        position: 0,
        ...PUBLISHED_ROW,
      },
    ]);
  });

  it('keeps the name in Urdu beside the English; a blank Urdu is none, and an edit sends either', async () => {
    const created = (
      await add({ name: 'Ayesha', nameUr: ' عائشہ ', video: 'https://youtu.be/abc123' })
    ).json<{ id: number }>();
    expect(created).toMatchObject({ name: 'Ayesha', nameUr: 'عائشہ' });
    const url = `/api/v1/testimonials/${created.id}`;

    const renamed = await t.admin({ method: 'PATCH', url, payload: { name: 'Ayesha S.' } });
    expect(renamed.json()).toMatchObject({ name: 'Ayesha S.', nameUr: 'عائشہ' });
    const cleared = await t.admin({ method: 'PATCH', url, payload: { nameUr: '  ' } });
    expect(cleared.json()).toMatchObject({ name: 'Ayesha S.', nameUr: null });
    const listed = (await t.inject({ url: '/api/v1/testimonials' })).json<Page>();
    expect(listed.data).toEqual([cleared.json()]);
  });

  it.each(['not a url', 'javascript:alert(1)', 'ftp://example.org/video', '//example.org/v', ''])(
    'refuses the video %j with "Invalid video URL"',
    async (video) => {
      const answer = await add({ name: 'Someone', video });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: 'Invalid video URL', field: 'video' });
    },
  );

  it('requires the name and the video', async () => {
    const noName = await add({ name: '   ', video: 'https://example.org/v' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: 'name is required', field: 'name' });
    const noVideo = await add({ name: 'Someone' });
    expect(noVideo.statusCode).toBe(400);
    expect(noVideo.json()).toMatchObject({ message: 'video is required', field: 'video' });
    expect(await t.app.db.selectFrom('testimonials').selectAll().execute()).toEqual([]);
  });

  it('pages in their order (a new one first) and says when more pages exist', async () => {
    for (let i = 1; i <= 7; i += 1) {
      await add({ name: `Person ${i}`, video: `https://example.org/v/${i}` });
    }
    const first = (await t.inject({ url: '/api/v1/testimonials?page=1&limit=5' })).json<Page>();
    expect(first.data.map((item) => item.name)).toEqual([
      'Person 7',
      'Person 6',
      'Person 5',
      'Person 4',
      'Person 3',
    ]);
    expect(first.metadata).toEqual({ page: 1, limit: 5, total: 7, hasNext: true });
    const second = (await t.inject({ url: '/api/v1/testimonials?page=2&limit=5' })).json<Page>();
    expect(second.data.map((item) => item.name)).toEqual(['Person 2', 'Person 1']);
    expect(second.metadata).toEqual({ page: 2, limit: 5, total: 7, hasNext: false });
    const defaults = (await t.inject({ url: '/api/v1/testimonials' })).json<Page>();
    expect(defaults.metadata).toEqual({ page: 1, limit: 10, total: 7, hasNext: false });
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['limit=2.5', 'limit'],
  ])('refuses ?%s with 400', async (query, field) => {
    const answer = await t.inject({ url: `/api/v1/testimonials?${query}` });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field });
  });

  it('answers one testimonial by its id, and 404 for an unknown id', async () => {
    const created = (await add({ name: 'Bilal', video: 'https://example.org/b' })).json<{
      id: number;
    }>();
    const answer = await t.inject({ url: `/api/v1/testimonials/${created.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      id: created.id,
      name: 'Bilal',
      nameUr: null,
      video: 'https://example.org/b',
      position: 0,
      ...PUBLISHED,
    });
    const unknown = await t.inject({ url: '/api/v1/testimonials/9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Testimonial not found' });
  });

  it('deletes a testimonial, then answers 404 for it', async () => {
    const { id } = (await add({ name: 'A', video: 'https://example.org/a' })).json<{
      id: number;
    }>();
    const url = `/api/v1/testimonials/${id}`;
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('testimonials').selectAll().execute()).toEqual([]);
  });
});
