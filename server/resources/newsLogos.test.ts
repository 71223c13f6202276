import { useTestApp } from '../test/testApp';
import { form, makePng, SVG, PUBLISHED } from '../test/fixtures';
import { createNewsItem, createNewsLogo } from '../test/news';

const t = useTestApp();

type Logo = { id: number; name: string; image: string };

const addLogo = (name: string) => createNewsLogo(t, name);

describe('news logos', () => {
  it('adds and lists logos at /news/logos without clashing with /news/{id}', async () => {
    const answer = await addLogo('Deccan Times');
    expect(answer.statusCode).toBe(201);
    const logo = answer.json<Logo>();
    expect(logo).toEqual({
      id: logo.id,
      name: 'Deccan Times',
      nameUr: null,
      image: expect.stringMatching(/^\/user\/upload\/NewsLogos\/.+-10x10\.webp$/),
      position: 1,
      ...PUBLISHED,
    });
    expect((await t.inject({ url: '/api/v1/news/logos' })).json()).toEqual([logo]);
    expect(t.filesOf('newsLogo')).toHaveLength(1);
  });

  it('refuses a duplicate name, whatever its case, with 409 and leaves no file', async () => {
    await addLogo('Metro Voice');
    const duplicate = await addLogo('  metro VOICE ');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ message: 'Record already exists' });
    expect(t.filesOf('newsLogo')).toHaveLength(1);
  });

  it('refuses to delete a logo that news items use, and deletes an unused one', async () => {
    const logo = (await addLogo('Herald')).json<Logo>();
    const news = await createNewsItem(t, logo.id);
    expect(news.statusCode).toBe(201);
    const url = `/api/v1/news/logos/${logo.id}`;
    const refused = await t.admin({ method: 'DELETE', url });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/used by 1 news item/);
    expect(t.filesOf('newsLogo')).toHaveLength(1);

    const newsId = news.json<{ id: number }>().id;
    await t.remove(`/api/v1/news/${newsId}`);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(t.filesOf('newsLogo')).toHaveLength(1);
    await t.purgeBin();
    expect(t.filesOf('newsLogo')).toEqual([]);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('validates the name and the image', async () => {
    const noName = await t.admin({
      method: 'POST',
      url: '/api/v1/news/logos',
      payload: form({}, { image: { data: await makePng() } }),
    });
    expect(noName.json()).toMatchObject({ message: 'name is required', field: 'name' });
    const svg = await t.admin({
      method: 'POST',
      url: '/api/v1/news/logos',
      payload: form({ name: 'Svg' }, { image: { data: SVG, filename: 'logo.svg' } }),
    });
    expect(svg.statusCode).toBe(415);
    expect(t.filesOf('newsLogo')).toEqual([]);
  });
});
