import { UPLOAD_MESSAGES } from '@contract/uploads';
import { useTestApp } from '../test/testApp';
import { HTML, SVG, TEXT, form, makeGif, makePng, makeWebp, overLimit } from '../test/fixtures';

const t = useTestApp();

const post = (payload: FormData, headers: Record<string, string> = t.auth) =>
  t.inject({ method: 'POST', url: '/api/v1/partners', payload, headers });

describe('partners', () => {
  it('adds a partner, lists it with its logo URL, serves the file, and deletes both', async () => {
    const created = await post(
      form({ name: '  Helping Hands  ' }, { image: { data: await makeWebp() } }),
    );
    expect(created.statusCode).toBe(201);
    const partner = created.json<{ id: number; name: string; logo: string }>();
    expect(partner.name).toBe('Helping Hands');
    expect(partner.logo).toMatch(/^\/user\/upload\/Partners\/[0-9a-f-]{36}-10x10\.webp$/);
    expect(t.filesOf('partner')).toHaveLength(1);

    const list = await t.inject({ method: 'GET', url: '/api/v1/partners' });
    expect(list.json()).toEqual([partner]);

    const file = await t.inject({ method: 'GET', url: partner.logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');

    const removed = await t.remove(`/api/v1/partners/${partner.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/v1/partners' })).json()).toEqual([]);
    // In the bin: its logo still opens until the purge.
    expect((await t.inject({ method: 'GET', url: partner.logo })).statusCode).toBe(200);
    await t.purgeBin();
    expect(t.filesOf('partner')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: partner.logo })).statusCode).toBe(404);
  });

  it('requires the name and the image, naming the field', async () => {
    const noName = await post(form({ name: '   ' }, { image: { data: await makePng() } }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ message: 'name is required', field: 'name' });

    const noImage = await post(form({ name: 'Partner' }));
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json()).toMatchObject({ message: 'image is required', field: 'image' });
    expect(t.filesOf('partner')).toEqual([]);
  });

  it.each([
    ['a text file named .png', TEXT],
    ['an SVG', SVG],
    ['an HTML page', HTML],
  ])('refuses %s with 415 and stores nothing', async (_label, data) => {
    const answer = await post(form({ name: 'Partner' }, { image: { data, filename: 'x.png' } }));
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({
      message: UPLOAD_MESSAGES.jpegPngGifWebp,
      field: 'image',
    });
    expect(t.filesOf('partner')).toEqual([]);
    expect((await t.inject({ method: 'GET', url: '/api/v1/partners' })).json()).toEqual([]);
  });

  it('refuses a file just over 1 MB with 413', async () => {
    const answer = await post(form({ name: 'Partner' }, { image: { data: overLimit() } }));
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: 'File size must be 1MB or less' });
    expect(t.filesOf('partner')).toEqual([]);
  });

  it('accepts a GIF and serves it re-encoded as the smaller WebP', async () => {
    const answer = await post(form({ name: 'Gif' }, { image: { data: await makeGif() } }));
    expect(answer.statusCode).toBe(201);
    const { logo } = answer.json<{ logo: string }>();
    expect(logo).toMatch(/-10x10\.webp$/);
    expect((await t.inject({ url: logo })).headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for an unknown id and 400 for an id that is not a number', async () => {
    const unknown = await t.remove('/api/v1/partners/999');
    expect(unknown.statusCode).toBe(404);
    const bad = await t.remove('/api/v1/partners/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'id' });
  });
});
