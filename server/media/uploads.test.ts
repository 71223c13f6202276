import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import sharp from 'sharp';
import { rawGet } from '../test/http';
import { useTestApp } from '../test/testApp';
import { form, HTML, makePng, SVG, TEXT } from '../test/fixtures';
import { decodeImage } from './images';
import { CHANGED_MEANWHILE } from './uploads';

const t = useTestApp({}, { scope: 'all' });
let logoUrl: string;
beforeAll(async () => {
  const answer = await t.admin({
    method: 'POST',
    url: '/api/v1/partners',
    payload: form({ name: 'P' }, { image: { data: await makePng() } }),
  });
  logoUrl = answer.json<{ logo: string }>().logo;
  // Files that must never be reachable through /user/upload.
  writeFileSync(path.join(t.dataDir, 'secret.txt'), 'top secret');
  writeFileSync(path.join(t.dataDir, 'uploads', 'Partners', 'page.html'), '<script>x</script>');
});

describe('serving stored uploads', () => {
  it('serves a stored file with its type, nosniff and a one-year immutable cache', async () => {
    const answer = await t.inject({ url: logoUrl });
    expect(answer.statusCode).toBe(200);
    // The PNG came out larger than its WebP, so the WebP is what is kept.
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(answer.rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    '/user/upload/Partners/00000000-0000-0000-0000-000000000000.png',
    '/user/upload/Unknown/x.png',
    '/user/upload/Partners/page.html',
    '/user/upload/Partners/..%2F..%2Fsecret.txt',
    '/user/upload/Partners/%2e%2e%2f%2e%2e%2fsecret.txt',
    '/user/upload/..%2F..%2F/secret.txt',
    '/user/upload/../../secret.txt',
    '/user/upload/Partners/../../secret.txt',
    '/user/upload/Partners/..%5C..%5Csecret.txt',
    '/user/upload/Partners/%252e%252e%252fsecret.txt',
    '/user/upload/Partners/x.png%00.txt',
    '/user/upload/%2e%2e/charity.db',
  ])('refuses %s with 404', async (url) => {
    const answer = await rawGet(t.app, url);
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('top secret');
    expect(answer.body).not.toContain('<script>');
  });
});

describe('decodeImage', () => {
  it('keeps the frames of an animated GIF', async () => {
    const red = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    const blue = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#00f' },
    })
      .png()
      .toBuffer();
    const animated = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    const decoded = await decodeImage('gallery', animated);
    // At 8 x 8 pixels the GIF is smaller than an animated WebP, so it is kept.
    expect(decoded).toMatchObject({ type: 'gif', width: 8, height: 8, variants: [] });
    expect((await sharp(decoded.data, { animated: true }).metadata()).pages).toBe(2);
  });

  it.each([
    ['text', TEXT],
    ['SVG', SVG],
    ['HTML', HTML],
  ])('refuses %s with 415 and the kind message', async (_label, data) => {
    await expect(decodeImage('banner', data)).rejects.toMatchObject({
      statusCode: 415,
      message: UPLOAD_MESSAGES.jpegPngGifWebp,
      field: 'image',
    });
  });

  it('refuses a truncated PNG', async () => {
    const png = await makePng(64, 64);
    await expect(decodeImage('gallery', png.subarray(0, png.length - 40))).rejects.toMatchObject({
      statusCode: 415,
      message: UPLOAD_MESSAGES.imagesOnly,
    });
  });

  it('refuses a picture with more pixels than the decoding limit', async () => {
    const huge = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(decodeImage('gallery', huge)).rejects.toMatchObject({
      statusCode: 413,
      message: 'The image has too many pixels (at most 25 million)',
    });
  });
});

describe('a failed insert', () => {
  it('leaves no file behind', async () => {
    await t.app.db.schema.alterTable('highlights').renameTo('highlights_gone').execute();
    try {
      const answer = await t.admin({
        method: 'POST',
        url: '/api/v1/highlights',
        payload: form({ heading: 'H', subHeading: 'S' }, { image: { data: await makePng() } }),
      });
      expect(answer.statusCode).toBe(500);
      expect(t.filesOf('highlight')).toEqual([]);
    } finally {
      await t.app.db.schema.alterTable('highlights_gone').renameTo('highlights').execute();
    }
  });
});

describe('replacing a stored file', () => {
  const store = () => t.app.uploads;

  it('keeps the old file beside the new one once the update succeeded (a version names it)', async () => {
    const old = await store().storeImage('news', await decodeImage('news', await makePng()));
    const image = await decodeImage('news', await makePng());
    const name = await store().replaceStored('news', image, async (newName) => newName);
    expect(t.filesOf('news').sort()).toEqual([name, old].sort());
    await store().removeStored('news', name ?? '');
    await store().removeStored('news', old);
  });

  it('keeps the old file and removes the new one when the update fails', async () => {
    const old = await store().storeImage('news', await decodeImage('news', await makePng()));
    const image = await decodeImage('news', await makePng());
    await expect(
      store().replaceStored('news', image, async () => {
        throw new Error('the database refused');
      }),
    ).rejects.toThrow('the database refused');
    expect(t.filesOf('news')).toEqual([old]);
    await store().removeStored('news', old);
  });

  it('answers 409 when the row changed meanwhile, keeping the old file', async () => {
    const old = await store().storeImage('news', await decodeImage('news', await makePng()));
    const image = await decodeImage('news', await makePng());
    await expect(store().replaceStored('news', image, async () => undefined)).rejects.toMatchObject(
      { statusCode: 409, message: CHANGED_MEANWHILE },
    );
    expect(t.filesOf('news')).toEqual([old]);
    await store().removeStored('news', old);
  });

  it('keeps the file when no new image is sent', async () => {
    const old = await store().storeImage('news', await decodeImage('news', await makePng()));
    const seen = await store().replaceStored('news', undefined, async (newName) => ({
      newName,
    }));
    expect(seen).toEqual({ newName: undefined });
    expect(t.filesOf('news')).toEqual([old]);
    await store().removeStored('news', old);
  });
});
