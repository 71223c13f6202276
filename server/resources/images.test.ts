import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LIMITS } from '@contract/common';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import sharp from 'sharp';
import { useTestApp } from '../test/testApp';
import {
  form,
  makeGif,
  makeJpeg,
  makeJpegWithExif,
  makePng,
  makeWebp,
  overLimit,
  TEXT,
} from '../test/fixtures';

const t = useTestApp();

type Image = { id: number; name: string; nameUr: string | null; image: string; position: number };

const upload = (payload: FormData) => t.admin({ method: 'POST', url: '/api/v1/images', payload });

describe('gallery images', () => {
  it('uploads several files in one request and lists them first, the last sent first', async () => {
    const answer = await upload(
      form(
        {},
        {
          image: [
            { data: await makePng(), filename: 'one.png' },
            { data: await makeJpeg(), filename: 'two.jpg' },
            { data: await makeGif(), filename: 'three.gif' },
            { data: await makeWebp(), filename: 'four.webp' },
          ],
        },
      ),
    );
    expect(answer.statusCode).toBe(201);
    const created = answer.json<Image[]>();
    expect(created.map((image) => image.name)).toEqual([
      'one.png',
      'two.jpg',
      'three.gif',
      'four.webp',
    ]);
    // Each one re-encoded: at 10 x 10 pixels WebP is smaller than every original.
    for (const image of created) {
      expect(image.image).toMatch(/^\/user\/upload\/Gallery\/[0-9a-f-]{36}-10x10\.webp$/);
    }
    expect(t.filesOf('gallery')).toHaveLength(4);

    const all = (await t.inject({ url: '/api/v1/images' })).json<Image[]>();
    expect(all.map((image) => image.name)).toEqual([
      'four.webp',
      'three.gif',
      'two.jpg',
      'one.png',
    ]);
    expect(all.map((image) => image.position)).toEqual([-3, -2, -1, 0]);
    const limited = (await t.inject({ url: '/api/v1/images?limit=100' })).json<Image[]>();
    expect(limited).toEqual(all);
    expect((await t.inject({ url: '/api/v1/images?limit=2' })).json<Image[]>()).toHaveLength(2);
    expect((await t.inject({ url: '/api/v1/images?limit=101' })).statusCode).toBe(400);
  });

  it('removes camera metadata by re-encoding', async () => {
    const answer = await upload(form({}, { image: { data: await makeJpegWithExif() } }));
    const [created] = answer.json<Image[]>();
    const name = created?.image.split('/').pop() ?? '';
    const stored = readFileSync(path.join(t.dataDir, 'uploads', 'Gallery', name));
    expect(stored.includes(Buffer.from('secret-marker'))).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
  });

  it('stores nothing when a later file in the request is refused', async () => {
    const answer = await upload(
      form({}, { image: [{ data: await makePng() }, { data: TEXT, filename: 'notes.png' }] }),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ message: UPLOAD_MESSAGES.imagesOnly });
    expect(t.filesOf('gallery')).toEqual([]);
    expect((await t.inject({ url: '/api/v1/images' })).json()).toEqual([]);
  });

  it('stores nothing when a later file is over 1 MB', async () => {
    const answer = await upload(
      form({}, { image: [{ data: await makePng() }, { data: overLimit() }] }),
    );
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ message: 'File size must be 1MB or less' });
    expect(t.filesOf('gallery')).toEqual([]);
  });

  it('accepts 20 files and refuses 21', async () => {
    const png = await makePng();
    const twentyOne = Array.from({ length: 21 }, () => ({ data: png }));
    const refused = await upload(form({}, { image: twentyOne }));
    expect(refused.statusCode).toBe(400);
    expect(t.filesOf('gallery')).toEqual([]);
    const accepted = await upload(form({}, { image: twentyOne.slice(1) }));
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json<Image[]>()).toHaveLength(20);
  });

  it('requires at least one file', async () => {
    const answer = await upload(form({ note: 'no files' }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'image is required', field: 'image' });
  });

  it('deletes the row and its file', async () => {
    const [created] = (await upload(form({}, { image: { data: await makePng() } }))).json<
      Image[]
    >();
    const url = `/api/v1/images/${created?.id}`;
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(204);
    expect(t.filesOf('gallery')).not.toEqual([]);
    await t.purgeBin();
    expect(t.filesOf('gallery')).toEqual([]);
    expect((await t.admin({ method: 'DELETE', url })).statusCode).toBe(404);
  });

  it('names an image in English and Urdu (its alt text); a blank Urdu is none, and the edit is audited', async () => {
    const [created] = (
      await upload(form({}, { image: { data: await makePng(), filename: 'IMG_2041.png' } }))
    ).json<Image[]>();
    // A new image is named after its file, with no Urdu yet.
    expect(created).toMatchObject({ name: 'IMG_2041.png', nameUr: null });

    const url = `/api/v1/images/${created!.id}`;
    const edited = await t.admin({
      method: 'PATCH',
      url,
      payload: form({ name: 'Children at the new well', nameUr: ' نئے کنویں پر بچے ' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({
      ...created,
      name: 'Children at the new well',
      nameUr: 'نئے کنویں پر بچے',
    });
    expect((await t.inject({ url: '/api/v1/images' })).json()).toEqual([edited.json()]);
    const audit = await t.lastChange();
    expect(audit).toMatchObject({
      resource: 'image',
      action: 'edit',
      summary: 'Children at the new well',
    });
    expect(audit.before).toContain('IMG_2041.png');
    expect(audit.after).toContain('نئے کنویں پر بچے');

    const cleared = await t.admin({ method: 'PATCH', url, payload: form({ nameUr: '' }) });
    expect(cleared.json()).toMatchObject({ name: 'Children at the new well', nameUr: null });

    const tooLong = await t.admin({
      method: 'PATCH',
      url,
      payload: form({ nameUr: 'ک'.repeat(LIMITS.name + 1) }),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ field: 'nameUr' });
    expect((await t.inject({ url: '/api/v1/images' })).json<Image[]>()[0]?.nameUr).toBeNull();
  });
});
