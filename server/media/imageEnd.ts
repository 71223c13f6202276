/*
 * Where the image in a file ends, read from its own structure. Bytes after that end are how
 * polyglots are made (a JPEG followed by a page or a script, a PNG followed by a zip): the
 * decoder ignores them, so without this check such a file would pass as a picture. Re-encoding
 * drops them anyway; refusing the file says plainly that it is not just an image.
 *
 * Each reader answers undefined when the structure is broken: the decoder then decides.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngEnd(data: Buffer): number | undefined {
  let at = PNG_SIGNATURE.length;
  while (at + 12 <= data.length) {
    const length = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    at += 12 + length;
    if (type === 'IEND') return at <= data.length ? at : undefined;
  }
  return undefined;
}

/** Skips a run of GIF sub-blocks (each led by its size, ended by a zero size). */
function skipSubBlocks(data: Buffer, start: number): number | undefined {
  let at = start;
  while (at < data.length) {
    const size = data[at] ?? 0;
    at += 1 + size;
    if (size === 0) return at;
  }
  return undefined;
}

function gifEnd(data: Buffer): number | undefined {
  if (data.length < 13) return undefined;
  const flags = data[10] ?? 0;
  let at: number | undefined = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at !== undefined && at < data.length) {
    const block = data[at];
    if (block === 0x3b) return at + 1;
    if (block === 0x21) {
      at = skipSubBlocks(data, at + 2);
    } else if (block === 0x2c) {
      const local = data[at + 9] ?? 0;
      const table = local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0;
      // Descriptor (10 bytes) and colour table, then the LZW code size and the pixel data.
      at = skipSubBlocks(data, at + 10 + table + 1);
    } else {
      return undefined;
    }
  }
  return undefined;
}

/** After a scan's header: the offset of the next marker (0xFF not followed by 00, RSTn or FF). */
function scanEnd(data: Buffer, start: number): number | undefined {
  for (let at = start; at + 1 < data.length; at++) {
    if (data[at] !== 0xff) continue;
    const next = data[at + 1] ?? 0;
    if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) return at;
  }
  return undefined;
}

function jpegEnd(data: Buffer): number | undefined {
  let at = 2;
  while (at + 1 < data.length) {
    if (data[at] !== 0xff) return undefined;
    const marker = data[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return at + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (at + 4 > data.length) return undefined;
    const segmentEnd = at + 2 + data.readUInt16BE(at + 2);
    if (marker === 0xda) {
      const next = scanEnd(data, segmentEnd);
      if (next === undefined) return undefined;
      at = next;
    } else {
      at = segmentEnd;
    }
  }
  return undefined;
}

function webpEnd(data: Buffer): number | undefined {
  if (data.length < 12) return undefined;
  const size = data.readUInt32LE(4);
  // RIFF chunks are padded to an even length.
  return 8 + size + (size % 2);
}

/** The offset where the image ends, for PNG, GIF, JPEG and WebP; undefined when unknown. */
export function imageEnd(data: Buffer): number | undefined {
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return pngEnd(data);
  const head = data.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return gifEnd(data);
  if (data[0] === 0xff && data[1] === 0xd8) return jpegEnd(data);
  if (head.startsWith('RIFF') && data.toString('latin1', 8, 12) === 'WEBP') return webpEnd(data);
  return undefined;
}

/**
 * True when the file carries anything but zero padding after its image. Some encoders pad a
 * file with zeros; nothing legitimate hides other bytes there.
 */
export function hasTrailingData(data: Buffer): boolean {
  const end = imageEnd(data);
  if (end === undefined || end >= data.length) return false;
  const rest = data.subarray(end);
  // Phone cameras append further JPEGs (depth maps, MPF previews) after the first: a photo, not a polyglot.
  if (data[0] === 0xff && isJpegChain(rest)) return false;
  return rest.some((byte) => byte !== 0);
}

/** True when the bytes are nothing but whole JPEG images one after another (zero padding allowed). */
function isJpegChain(rest: Buffer): boolean {
  let tail = rest;
  while (tail.length > 0 && tail[0] === 0xff && tail[1] === 0xd8) {
    const end = jpegEnd(tail);
    if (end === undefined) return false;
    tail = tail.subarray(end);
  }
  return !tail.some((byte) => byte !== 0);
}
