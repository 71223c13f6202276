import { crc32, deflateSync } from 'node:zlib';
import { MAX_UPLOAD_BYTES } from '@contract/uploads';
import { makePng } from '../fixtures';

/*
 * Hostile image files built here from a few bytes, so no binary fixture is committed: bombs that
 * declare huge pictures, a real PNG just over the size limit, and polyglots.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function ihdr(width: number, height: number, bitDepth: number, colourType: number): Buffer {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data[8] = bitDepth;
  data[9] = colourType;
  return chunk('IHDR', data);
}

/**
 * A real decompression bomb: a complete, valid 1-bit PNG of side x side black pixels. At
 * 20000 it is about 50 KB on the wire and 400 million pixels (1.2 GB as RGB) once decoded.
 */
export function pngBomb(side = 20_000): Buffer {
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    PNG_SIGNATURE,
    ihdr(side, side, 1, 0),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG header that declares a huge RGBA picture and holds no pixels at all. */
export function pngHugeHeader(side = 20_000): Buffer {
  return Buffer.concat([PNG_SIGNATURE, ihdr(side, side, 8, 6), chunk('IEND', Buffer.alloc(0))]);
}

/** A GIF whose screen and only frame declare 65535 x 65535 pixels. */
export function gifHugeHeader(): Buffer {
  const screen = Buffer.from('GIF89a\xff\xff\xff\xff\x00\x00\x00', 'latin1');
  const frame = Buffer.from(
    '\x2c\x00\x00\x00\x00\xff\xff\xff\xff\x00\x02\x02\x44\x01\x00',
    'latin1',
  );
  return Buffer.concat([screen, frame, Buffer.from([0x3b])]);
}

/** A valid PNG of exactly `size` bytes: a small picture padded with a private chunk. */
export async function pngOfSize(size = MAX_UPLOAD_BYTES + 1): Promise<Buffer> {
  const png = await makePng();
  const afterHeader = PNG_SIGNATURE.length + 25;
  const padding = size - png.length - 12;
  return Buffer.concat([
    png.subarray(0, afterHeader),
    chunk('prVt', Buffer.alloc(padding, 0x61)),
    png.subarray(afterHeader),
  ]);
}

export const SCRIPT_TAIL = Buffer.from('<script>alert(document.cookie)</script>');

/** The start of a zip archive (a local file header and a name), as appended to a picture. */
export const ZIP_TAIL = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.alloc(16),
  Buffer.from([9, 0, 0, 0]),
  Buffer.from('index.php<?php system($_GET["c"]); ?>'),
]);

/** Starts like a GIF, so a sniffer may take it for one, and goes on as a page. */
export const GIF_HTML = Buffer.from(
  'GIF89a/*<html><body><script>alert(1)</script></body></html>*/=1;',
  'latin1',
);

/** A minimal TIFF (a format sharp reads but no upload kind accepts). */
export const TIFF = Buffer.from('49492a000800000001000001030001000000010000000000000000', 'hex');

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const SVG_ONLOAD = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" ' +
    'width="10" height="10"><rect width="10" height="10"/></svg>',
);
