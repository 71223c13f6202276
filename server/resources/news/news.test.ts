import { useTestApp } from '../../test/testApp';
import { form, makeJpeg, makePng, PUBLISHED } from '../../test/fixtures';

const t = useTestApp();
let logoId: number;
let picture: Buffer;
beforeEach(async () => {
  picture = await makeJpeg();
  const logo = await t.admin({
    method: 'POST',
    url: '/api/v1/news/logos',
    payload: form({ name: 'Daily' }, { image: { data: await makePng() } }),
  });
  logoId = logo.json<{ id: number }>().id;
});

type Item = { id: number; heading: string; date: string; pinned: boolean; logo: string };
type Page = { data: Item[]; metadata: { page: number; total: number; hasNext: boolean } };

function fields(overrides: Record<string, string | undefined> = {}) {
  return {
    heading: 'Ration kits delivered',
    logo: String(logoId),
    link: 'https://example.org/news/1',
    ...overrides,
  };
}

const post = (values: Record<string, string | undefined>, withImage = true) =>
  t.admin({
    method: 'POST',
    url: '/api/v1/news',
    payload: form(values, withImage ? { image: { data: picture, filename: 'p.jpg' } } : {}),
  });

function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Adds an item per [heading, date] pair, in order, and answers their ids by heading. */
async function addDated(items: [string, string][]): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [heading, date] of items) {
    ids[heading] = (await post(fields({ heading, date }))).json<Item>().id;
  }
  return ids;
}

describe('news', () => {
  it('adds an item with its logo, dated today unless a date is given', async () => {
    const answer = await post(fields());
    expect(answer.statusCode).toBe(201);
    const item = answer.json<Item>();
    expect(item).toEqual({
      id: item.id,
      heading: 'Ration kits delivered',
      headingUr: null,
      logo: expect.stringMatching(/^\/user\/upload\/NewsLogos\/.+-10x10\.webp$/),
      logoId,
      logoName: 'Daily',
      logoNameUr: null,
      link: 'https://example.org/news/1',
      image: expect.stringMatching(/^\/user\/upload\/News\/.+-10x10\.webp$/),
      date: localToday(),
      pinned: false,
      ...PUBLISHED,
    });
    const dated = (await post(fields({ date: '2024-02-29' }))).json<Item>();
    expect(dated.date).toBe('2024-02-29');
    expect(t.filesOf('news')).toHaveLength(2);
  });

  it('keeps the heading in Urdu beside the English; an edit to blank removes it', async () => {
    const item = (await post(fields({ headingUr: ' راشن کے تھیلے پہنچ گئے ' }))).json<Item>();
    expect(item).toMatchObject({
      heading: 'Ration kits delivered',
      headingUr: 'راشن کے تھیلے پہنچ گئے',
    });
    const listed = (await t.inject({ url: '/api/v1/news' })).json<{ data: Item[] }>();
    expect(listed.data).toEqual([item]);

    const url = `/api/v1/news/${item.id}`;
    const cleared = await t.admin({ method: 'PATCH', url, payload: form({ headingUr: '' }) });
    expect(cleared.json()).toMatchObject({ heading: 'Ration kits delivered', headingUr: null });
  });

  it('orders pinned items first, then by date, newest first, and pages', async () => {
    const ids = await addDated([
      ['old', '2024-01-01'],
      ['new', '2025-06-01'],
      ['mid', '2024-09-01'],
      ['sameDayLater', '2025-06-01'],
    ]);
    const pin = await t.admin({
      method: 'PUT',
      url: `/api/v1/news/${ids.old}`,
    });
    expect(pin.statusCode).toBe(200);
    expect(pin.json()).toMatchObject({ id: ids.old, pinned: true });

    const first = (await t.inject({ url: '/api/v1/news?page=1&limit=3' })).json<Page>();
    expect(first.data.map((item) => item.heading)).toEqual(['old', 'sameDayLater', 'new']);
    expect(first.metadata).toMatchObject({ page: 1, total: 4, hasNext: true });
    const second = (await t.inject({ url: '/api/v1/news?page=2&limit=3' })).json<Page>();
    expect(second.data.map((item) => item.heading)).toEqual(['mid']);
    expect(second.metadata.hasNext).toBe(false);
  });

  it('lists the item pinned last first, even when it is older than the other pinned ones', async () => {
    const ids = await addDated([
      ['oldest', '2023-05-01'],
      ['old', '2024-01-01'],
      ['new', '2025-06-01'],
      ['unpinned', '2026-01-01'],
    ]);
    const pin = (id: number | undefined) => t.admin({ method: 'PUT', url: `/api/v1/news/${id}` });
    const headings = async () =>
      (await t.inject({ url: '/api/v1/news' })).json<Page>().data.map((item) => item.heading);

    expect((await pin(ids.new)).statusCode).toBe(200);
    expect((await pin(ids.old)).statusCode).toBe(200);
    expect(await headings()).toEqual(['old', 'new', 'unpinned', 'oldest']);

    expect((await pin(ids.oldest)).statusCode).toBe(200);
    expect(await headings()).toEqual(['oldest', 'old', 'new', 'unpinned']);

    // Pinning a pinned item again keeps its place.
    expect((await pin(ids.new)).json<Item>()).toMatchObject({ id: ids.new, pinned: true });
    expect(await headings()).toEqual(['oldest', 'old', 'new', 'unpinned']);
  });

  it('answers one item by its id, and 404 for an unknown id', async () => {
    const { id } = (await post(fields({ date: '2024-02-29' }))).json<Item>();
    const listed = (await t.inject({ url: '/api/v1/news' })).json<Page>().data[0];
    const answer = await t.inject({ url: `/api/v1/news/${id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(listed);
    const unknown = await t.inject({ url: '/api/v1/news/9999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: 'News item not found' });
    expect((await t.inject({ url: '/api/v1/news/abc' })).statusCode).toBe(400);
  });

  it('pins with an empty JSON body too, and answers 404 for an unknown item', async () => {
    const { id } = (await post(fields())).json<Item>();
    const answer = await t.inject({
      method: 'PUT',
      url: `/api/v1/news/${id}`,
      headers: { ...t.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Item>().pinned).toBe(true);
    const row = await t.app.db.selectFrom('news').select('pinned').where('id', '=', id).execute();
    expect(row.map((r) => Boolean(r.pinned))).toEqual([true]);
    const unknown = await t.admin({ method: 'PUT', url: '/api/v1/news/9999' });
    expect(unknown.statusCode).toBe(404);
  });

  it.each([
    [{ heading: '' }, 'heading', 'heading is required'],
    [{ link: 'javascript:alert(1)' }, 'link', 'link must be an http(s) URL'],
    [{ link: 'example.org/news' }, 'link', 'link must be an http(s) URL'],
    [{ logo: '9999' }, 'logo', 'logo must be the id of an existing news logo'],
    [{ logo: 'abc' }, 'logo', 'logo must be a whole number'],
    [{ logo: undefined }, 'logo', 'logo is required'],
    [{ date: '2025-02-30' }, 'date', 'date must be a real calendar date (yyyy-mm-dd)'],
    [{ date: '30/01/2025' }, 'date', 'date must be a date written yyyy-mm-dd'],
  ])('refuses %j with 400 on field %s', async (overrides, field, message) => {
    const answer = await post(fields(overrides));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(t.filesOf('news')).toEqual([]);
    expect(await t.app.db.selectFrom('news').selectAll().execute()).toEqual([]);
  });

  it('requires the image', async () => {
    const answer = await post(fields(), false);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'image is required', field: 'image' });
  });

  it('moves an item to the bin; its picture goes at the purge', async () => {
    const { id } = (await post(fields())).json<Item>();
    const url = `/api/v1/news/${id}`;
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(t.filesOf('news')).not.toEqual([]);
    await t.purgeBin();
    expect(t.filesOf('news')).toEqual([]);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(404);
  });
});
