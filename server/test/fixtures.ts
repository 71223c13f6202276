import { MAX_UPLOAD_BYTES } from '@contract/uploads';
import sharp from 'sharp';

/* Small real images made from raw pixels, and files that only pretend to be images. */

const raw = (width: number, height: number) => ({ raw: { width, height, channels: 3 as const } });
const pixels = (width: number, height: number) => Buffer.alloc(width * height * 3, 90);

export const makePng = (width = 10, height = 10) =>
  sharp(pixels(width, height), raw(width, height)).png().toBuffer();
export const makeJpeg = (width = 10, height = 10) =>
  sharp(pixels(width, height), raw(width, height)).jpeg().toBuffer();
export const makeWebp = (width = 10, height = 10) =>
  sharp(pixels(width, height), raw(width, height)).webp().toBuffer();
export const makeGif = (width = 10, height = 10) =>
  sharp(pixels(width, height), raw(width, height)).gif().toBuffer();

/** A JPEG carrying EXIF metadata (camera orientation and a copyright line). */
export const makeJpegWithExif = () =>
  sharp(pixels(10, 10), raw(10, 10))
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-marker' } } })
    .toBuffer();

export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>' +
    '<rect width="10" height="10"/></svg>',
);
export const TEXT = Buffer.from('this is plain text, not an image\n');
export const HTML = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

/** Random bytes one byte over the upload limit. */
export const overLimit = () => Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7);

export type FilePart = { data: Buffer; filename?: string; type?: string };

/** A multipart form as a browser would send it. */
export function form(
  fields: Record<string, string | undefined>,
  files: Record<string, FilePart | FilePart[] | undefined> = {},
): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body.append(name, value);
  }
  for (const [name, list] of Object.entries(files)) {
    for (const file of list === undefined ? [] : Array.isArray(list) ? list : [list]) {
      const blob = new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' });
      body.append(name, blob, file.filename ?? 'picture.png');
    }
  }
  return body;
}

/* What an item never scheduled holds of its publishing (issue 31): published, with no window. */

/** As an item answers it. */
export const PUBLISHED = { status: 'published', publishAt: null, unpublishAt: null } as const;

/** As its row stores it, and as a project answers it (its `status` is SPEC's). */
export const PUBLISHED_ROW = {
  publishStatus: 'published',
  publishAt: null,
  unpublishAt: null,
} as const;
