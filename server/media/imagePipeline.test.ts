import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_RULES, imageSetOf, storedImageFiles, type UploadKind } from '@contract/uploads';
import sharp from 'sharp';
import { form } from '../test/fixtures';
import { makeCheckerboard, makePhoto } from '../test/imageFixtures';
import { useTestApp } from '../test/testApp';
import { storedFilesOf } from './shareImage';
import { sweepUploads } from './uploadSweep';

/*
 * Every upload becomes WebP copies at a few widths, never scaled up, beside a main file whose
 * name carries its size (contract/uploads/imageVariants.ts); the files on disk are what the names say.
 */

const t = useTestApp();

type Gallery = { id: number; name: string; image: string };

async function uploadGallery(...pictures: Buffer[]) {
  return t.admin({
    method: 'POST',
    url: '/api/v1/images',
    payload: form({}, { image: pictures.map((data) => ({ data })) }),
  });
}

async function uploaded(picture: Buffer): Promise<Gallery> {
  const answer = await uploadGallery(picture);
  expect(answer.statusCode).toBe(201);
  const [image] = answer.json<Gallery[]>();
  if (!image) throw new Error('no image answered');
  return image;
}

const fileName = (url: string) => url.split('/').pop() ?? '';

/** Each copy as the browser gets it: status, type and the pixel size of the bytes. */
async function served(url: string) {
  const answer = await t.inject({ url });
  const { format, width, height } = await sharp(answer.rawPayload).metadata();
  return { status: answer.statusCode, type: answer.headers['content-type'], format, width, height };
}

function onDisk(kind: UploadKind, name: string) {
  return readFileSync(path.join(t.dataDir, 'uploads', UPLOAD_RULES[kind].dir, name));
}

describe('the image pipeline', () => {
  it('stores a wide photo as WebP at 480, 960 and 1440 pixels, each as named', async () => {
    const image = await uploaded(await makePhoto(2000, 1000));
    expect(image.image).toMatch(/^\/user\/upload\/Gallery\/[0-9a-f-]{36}-1440x720\.webp$/);
    const set = imageSetOf(image.image);
    expect(set?.variants.map(({ width, height }) => [width, height])).toEqual([
      [480, 240],
      [960, 480],
      [1440, 720],
    ]);
    expect(t.filesOf('gallery')).toEqual(storedImageFiles(fileName(image.image)).sort());
    for (const variant of set?.variants ?? []) {
      expect(await served(variant.url)).toEqual({
        status: 200,
        type: 'image/webp',
        format: 'webp',
        width: variant.width,
        height: variant.height,
      });
    }
  });

  it('never scales up: a 600 pixel photo keeps its size, with one narrower copy', async () => {
    const image = await uploaded(await makePhoto(600, 400));
    const set = imageSetOf(image.image);
    expect(set).toMatchObject({ width: 600, height: 400 });
    expect(set?.variants.map((variant) => variant.width)).toEqual([480, 600]);
    expect(t.filesOf('gallery')).toHaveLength(2);
    expect(await served(image.image)).toMatchObject({ format: 'webp', width: 600, height: 400 });
  });

  it('stores a photo narrower than 480 pixels once', async () => {
    const image = await uploaded(await makePhoto(300, 200));
    expect(image.image).toMatch(/-300x200\.webp$/);
    expect(t.filesOf('gallery')).toEqual([fileName(image.image)]);
  });

  it.each(['png', 'gif'] as const)(
    'keeps the re-encoded original %s when it is smaller than the WebP',
    async (format) => {
      const original = await makeCheckerboard(600, format);
      const image = await uploaded(original);
      const extension = format === 'png' ? 'png' : 'gif';
      expect(image.image).toMatch(new RegExp(`-600x600\\.${extension}$`));
      expect(await served(image.image)).toMatchObject({ type: `image/${format}`, width: 600 });
      // The narrower copy is still WebP: at 480 pixels the pattern blurs into grey.
      expect(imageSetOf(image.image)?.variants.map((variant) => variant.url)).toHaveLength(2);
      const copy = imageSetOf(image.image)?.variants[0]?.url ?? '';
      expect(await served(copy)).toMatchObject({ type: 'image/webp', width: 480, height: 480 });
    },
  );

  it('stands a camera-rotated photo upright before measuring it', async () => {
    const sideways = await sharp(await makePhoto(40, 20))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const image = await uploaded(sideways);
    expect(image.image).toMatch(/-20x40\.webp$/);
    const stored = await sharp(onDisk('gallery', fileName(image.image))).metadata();
    expect([stored.width, stored.height, stored.orientation]).toEqual([20, 40, undefined]);
  });

  it('keeps the frames of an animated GIF in every copy', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 600, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#c00'), await frame('#00c')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const image = await uploaded(animated);
    expect(image.image).toMatch(/-600x300\.webp$/);
    for (const variant of imageSetOf(image.image)?.variants ?? []) {
      const stored = await sharp(onDisk('gallery', fileName(variant.url)), {
        animated: true,
      }).metadata();
      expect([stored.pages, stored.width, stored.pageHeight]).toEqual([
        2,
        variant.width,
        variant.height,
      ]);
    }
  });
});

describe('refused and removed images', () => {
  it('refuses a decompression bomb with 413 and a clear message, storing nothing', async () => {
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const answer = await uploadGallery(await makePhoto(2000, 1000), bomb);
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({
      message: 'The image has too many pixels (at most 25 million)',
      field: 'image',
    });
    expect(t.filesOf('gallery')).toEqual([]);
    expect((await t.inject({ url: '/api/v1/images' })).json()).toEqual([]);
  });

  it('deletes every copy with the row, once the bin is purged', async () => {
    const image = await uploaded(await makePhoto(2000, 1000));
    expect(t.filesOf('gallery')).toHaveLength(3);
    const removed = await t.remove(`/api/v1/images/${image.id}`);
    expect(removed.statusCode).toBe(204);
    // In the bin, every copy is kept, even by the start's sweep.
    await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(t.filesOf('gallery')).toHaveLength(3);
    expect(await t.purgeBin()).toBe(1);
    expect(t.filesOf('gallery')).toEqual([]);
    for (const variant of imageSetOf(image.image)?.variants ?? []) {
      expect((await t.inject({ url: variant.url })).statusCode).toBe(404);
    }
  });

  it('keeps every copy of the old picture beside the new one, for its earlier version', async () => {
    const created = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form({ name: 'P' }, { image: { data: await makePhoto(1000, 500) } }),
    });
    const { id, logo } = created.json<{ id: number; logo: string }>();
    expect(t.filesOf('partner')).toHaveLength(3);
    const changed = await t.admin({
      method: 'PATCH',
      url: `/api/v1/partners/${id}`,
      payload: form({}, { image: { data: await makePhoto(700, 350) } }),
    });
    expect(changed.statusCode).toBe(200);
    const next = changed.json<{ logo: string }>().logo;
    expect(next).not.toBe(logo);
    expect(t.filesOf('partner')).toEqual(
      [logo, next].flatMap((url) => storedImageFiles(fileName(url))).sort(),
    );
    // Until the partner is gone: then the start's sweep removes every copy of both.
    await t.app.db.deleteFrom('partners').where('id', '=', id).execute();
    await sweepUploads(t.app.db, t.app.uploads, { graceMs: 0 });
    expect(t.filesOf('partner')).toEqual([]);
  });

  it('keeps every copy of a replaced settings banner, for its earlier version', async () => {
    const banner = {
      show: true,
      image: '',
      actionLink1: '',
      actionLink2: '',
      en: { heading: 'H', subHeading: '', action1: '', action2: '' },
      ur: { heading: 'H', subHeading: '', action1: '', action2: '' },
    };
    const put = async (width: number) =>
      t.admin({
        method: 'PUT',
        url: '/api/v1/settings',
        payload: form(
          { json: JSON.stringify([{ name: 'banner', content: banner }]) },
          { bannerImage: { data: await makePhoto(width, 400) } },
        ),
      });
    expect((await put(1600)).statusCode).toBe(200);
    // 1440 wide, two narrower WebP copies and the JPEG copy for link previews.
    expect(t.filesOf('banner')).toHaveLength(4);
    const first = t.filesOf('banner');
    expect((await put(900)).statusCode).toBe(200);
    const stored = (await t.inject({ url: '/api/v1/settings' }))
      .json<{ name: string; content: { image?: string } }[]>()
      .find((entry) => entry.name === 'banner')?.content.image;
    expect(stored).toMatch(/-900x400\.webp$/);
    expect(t.filesOf('banner')).toEqual(
      [...first, ...storedFilesOf('banner', fileName(stored ?? ''))].sort(),
    );
  });
});
