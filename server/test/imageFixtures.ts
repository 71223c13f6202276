import sharp from 'sharp';

/* Pictures for the re-encoding pipeline: a photo-like one that WebP shrinks, and a flat
   two-colour one that its own lossless format keeps smaller than any WebP. */

/** A JPEG of smooth colour with a little grain, like a photo, of the given size. */
export async function makePhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = (seed >> 16) % 24;
      const at = (y * width + x) * 3;
      pixels[at] = (x * 200) / width + grain;
      pixels[at + 1] = (y * 200) / height + grain;
      pixels[at + 2] = 120 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A one-pixel black and white checkerboard: lossy WebP spends far more bytes on it. */
export async function makeCheckerboard(size: number, format: 'png' | 'gif'): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let at = 0; at < size * size; at++) {
    const dark = ((at % size) + Math.floor(at / size)) % 2 === 0;
    pixels.fill(dark ? 0 : 255, at * 3, at * 3 + 3);
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}
