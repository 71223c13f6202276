import { useTestApp } from '../../test/testApp';
import { form, makePng, PUBLISHED } from '../../test/fixtures';
import { createNewsItem, createNewsLogo } from '../../test/news';

/* Editing news items and news logos, beyond what every image record shares (imageEdits). */

const t = useTestApp();

type Logo = { id: number; name: string; image: string };
type Item = {
  id: number;
  heading: string;
  logo: string;
  logoId: number;
  logoName: string;
  link: string;
  image: string;
  date: string;
  pinned: boolean;
};

async function addLogo(name: string): Promise<Logo> {
  const answer = await createNewsLogo(t, name);
  expect(answer.statusCode).toBe(201);
  return answer.json<Logo>();
}

async function addItem(logo: Logo): Promise<Item> {
  const answer = await createNewsItem(t, logo.id);
  expect(answer.statusCode).toBe(201);
  return answer.json<Item>();
}

const patch = (url: string, payload: FormData) => t.admin({ method: 'PATCH', url, payload });

const newsRow = (id: number) =>
  t.app.db.selectFrom('news').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('PATCH /api/v1/news/{id}', () => {
  it('changes the logo, link and date sent, and keeps the rest (and the pin)', async () => {
    const daily = await addLogo('Daily');
    const herald = await addLogo('Herald');
    const item = await addItem(daily);
    await t.admin({ method: 'PUT', url: `/api/v1/news/${item.id}` });

    const answer = await patch(
      `/api/v1/news/${item.id}`,
      form({ logo: String(herald.id), link: 'https://example.org/b', date: '2024-02-29' }),
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      ...item,
      logo: herald.image,
      logoId: herald.id,
      logoName: 'Herald',
      link: 'https://example.org/b',
      date: '2024-02-29',
      pinned: true,
    });
    expect(await newsRow(item.id)).toMatchObject({
      heading: 'Ration kits',
      logoId: herald.id,
      link: 'https://example.org/b',
      date: '2024-02-29',
    });
  });

  it.each([
    [{ link: 'javascript:alert(1)' }, 'link', 'link must be an http(s) URL'],
    [{ link: '' }, 'link', 'link must be an http(s) URL'],
    [{ date: '2025-02-30' }, 'date', 'date must be a real calendar date (yyyy-mm-dd)'],
    [{ date: '30/01/2025' }, 'date', 'date must be a date written yyyy-mm-dd'],
    [{ logo: 'abc' }, 'logo', 'logo must be a whole number'],
    [{ logo: '1.5' }, 'logo', 'logo must be a whole number'],
  ])('refuses %j with 400 on field %s', async (fields, field, message) => {
    const item = await addItem(await addLogo('Daily'));
    const before = await newsRow(item.id);
    const answer = await patch(`/api/v1/news/${item.id}`, form(fields));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field, message });
    expect(await newsRow(item.id)).toEqual(before);
  });

  it('refuses an unknown logo after storing the new image: removes it, keeps the old', async () => {
    const item = await addItem(await addLogo('Daily'));
    const before = await newsRow(item.id);
    const answer = await patch(
      `/api/v1/news/${item.id}`,
      form({ logo: '9999' }, { image: { data: await makePng() } }),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      field: 'logo',
      message: 'logo must be the id of an existing news logo',
    });
    expect(await newsRow(item.id)).toEqual(before);
    expect(t.filesOf('news')).toEqual([before.image]);
  });

  it('still pins with PUT', async () => {
    const item = await addItem(await addLogo('Daily'));
    const pin = await t.admin({ method: 'PUT', url: `/api/v1/news/${item.id}` });
    expect(pin.json()).toMatchObject({ id: item.id, pinned: true, heading: item.heading });
  });
});

describe('PATCH /api/v1/news/logos/{id}', () => {
  it('renames a logo; its news items show the new name and image', async () => {
    const logo = await addLogo('Daily');
    const item = await addItem(logo);
    const answer = await patch(
      `/api/v1/news/logos/${logo.id}`,
      form({ name: 'Daily Star' }, { image: { data: await makePng() } }),
    );
    expect(answer.statusCode).toBe(200);
    const changed = answer.json<Logo>();
    expect(changed).toEqual({
      id: logo.id,
      name: 'Daily Star',
      nameUr: null,
      image: expect.stringMatching(/^\/user\/upload\/NewsLogos\/.+-10x10\.webp$/),
      position: 1,
      ...PUBLISHED,
    });
    const news = (await t.inject({ url: '/api/v1/news' })).json<{ data: Item[] }>();
    expect(news.data).toEqual([{ ...item, logoName: 'Daily Star', logo: changed.image }]);
    // The replaced image stays stored for the logo's earlier version.
    expect(t.filesOf('newsLogo')).toEqual(
      [changed.image, logo.image].map((url) => url.split('/').pop()).sort(),
    );
  });

  it('lets a logo change the case of its own name', async () => {
    const logo = await addLogo('bbc');
    const answer = await patch(`/api/v1/news/logos/${logo.id}`, form({ name: 'BBC' }));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ name: 'BBC' });
  });

  it("refuses another logo's name, whatever its case, with 409; the new file is removed", async () => {
    await addLogo('Metro Voice');
    const other = await addLogo('Herald');
    const before = t.filesOf('newsLogo');
    const answer = await patch(
      `/api/v1/news/logos/${other.id}`,
      form({ name: ' metro VOICE ' }, { image: { data: await makePng() } }),
    );
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ message: 'Record already exists', field: 'name' });
    expect(t.filesOf('newsLogo')).toEqual(before);
    const names = (await t.inject({ url: '/api/v1/news/logos' })).json<Logo[]>().map((l) => l.name);
    expect(names).toEqual(['Metro Voice', 'Herald']);
  });
});
