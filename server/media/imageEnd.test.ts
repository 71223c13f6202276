import sharp from 'sharp';
import { makeGif, makeJpeg, makeJpegWithExif, makePng, makeWebp } from '../test/fixtures';
import { hasTrailingData, imageEnd } from './imageEnd';

const SCRIPT = Buffer.from('<script>alert(1)</script>');

/* Noise compresses badly, so the encoders write many blocks, scans and chunks. */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919) % 251)), {
    raw: { width, height, channels: 3 },
  });

const animatedGif = async () => {
  const frame = (colour: string) =>
    sharp({ create: { width: 8, height: 8, channels: 3, background: colour } })
      .png()
      .toBuffer();
  return sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer();
};

const images: [string, () => Promise<Buffer>][] = [
  ['a PNG', () => makePng()],
  ['an interlaced PNG', () => noise(64, 64).png({ progressive: true }).toBuffer()],
  ['a JPEG', () => makeJpeg()],
  ['a progressive JPEG', () => noise(64, 64).jpeg({ progressive: true }).toBuffer()],
  ['a JPEG with EXIF', makeJpegWithExif],
  ['a GIF', () => makeGif()],
  ['an animated GIF', animatedGif],
  ['a WebP', () => makeWebp()],
  ['a lossless WebP', () => noise(32, 32).webp({ lossless: true }).toBuffer()],
];

describe('imageEnd', () => {
  it.each(images)('finds the end of %s at its last byte', async (_label, make) => {
    const image = await make();
    expect(imageEnd(image)).toBe(image.length);
    expect(hasTrailingData(image)).toBe(false);
  });

  it.each(images)('sees a script appended to %s', async (_label, make) => {
    const image = await make();
    expect(imageEnd(Buffer.concat([image, SCRIPT]))).toBe(image.length);
    expect(hasTrailingData(Buffer.concat([image, SCRIPT]))).toBe(true);
  });

  it('lets a camera photo with further JPEGs after it pass, but not a script after those', async () => {
    const photo = Buffer.concat([await makeJpeg(), await makeJpegWithExif(), await makeJpeg()]);
    expect(hasTrailingData(photo)).toBe(false);
    expect(hasTrailingData(Buffer.concat([photo, SCRIPT]))).toBe(true);
    expect(hasTrailingData(Buffer.concat([await makePng(), await makeJpeg()]))).toBe(true);
  });

  it('lets zero padding after the image pass', async () => {
    expect(hasTrailingData(Buffer.concat([await makeJpeg(), Buffer.alloc(64)]))).toBe(false);
  });

  it.each([
    ['an empty file', Buffer.alloc(0)],
    ['text', Buffer.from('hello')],
    ['a PNG signature alone', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
    ['a GIF header and HTML', Buffer.from('GIF89a<html><script>alert(1)</script></html>')],
    ['a JPEG start and garbage', Buffer.from([0xff, 0xd8, 0x00, 0x01, 0x02])],
  ])('leaves %s to the decoder', (_label, data) => {
    expect(imageEnd(data)).toBeUndefined();
    expect(hasTrailingData(data)).toBe(false);
  });

  it('leaves a truncated image to the decoder', async () => {
    for (const image of [await makePng(), await makeJpeg(), await makeGif()]) {
      expect(hasTrailingData(image.subarray(0, image.length - 5))).toBe(false);
    }
  });
});
