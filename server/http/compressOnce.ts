import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Compression for answers the server keeps (rendered pages, public API answers): done once per
 * kept answer and encoding, at a higher level than per-request compression could afford.
 */

export type Encoding = 'br' | 'gzip';

/** What @fastify/compress leaves alone too: below this, compression saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** The weight (q-value) a client's Accept-Encoding gives an encoding; 0 means refused. */
function weight(acceptEncoding: string, encoding: Encoding): number {
  let wildcard = 0;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2)) || 0;
    if (name === encoding) return value;
    if (name === '*') wildcard = value;
  }
  return wildcard;
}

/** Brotli when the client takes it, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return (['br', 'gzip'] as const).find((encoding) => weight(acceptEncoding ?? '', encoding) > 0);
}

const COMPRESS: Record<Encoding, (text: string) => Buffer> = {
  // Quality 6: within a few per cent of 9's size at a tenth of its time (about 1 ms for 60 KB).
  br: (text) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 6,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
      },
    }),
  gzip: (text) => gzipSync(text, { level: 9 }),
};

/** `text` in `encoding`, from `kept` when it was compressed before (then kept there). */
export function compressedOnce(
  kept: Map<Encoding, Buffer>,
  text: string,
  encoding: Encoding,
): Buffer {
  let body = kept.get(encoding);
  if (!body) {
    body = COMPRESS[encoding](text);
    kept.set(encoding, body);
  }
  return body;
}

const brotliLater = promisify(brotliCompress);

/**
 * A rendered page's brotli, made once as it is rendered, off the event loop (zlib's threads):
 * quality 10, a tenth smaller than 6 (the English home page 14.1 -> 12.8 KB), which keeps the
 * pages within what a new connection's first round trip carries (14.6 KB with the headers).
 * About 10 to 40 ms per page and content generation; every later visitor gets it as it is.
 */
export async function pageCompressed(text: string): Promise<Map<Encoding, Buffer>> {
  const br = await brotliLater(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 10,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  });
  return new Map([['br', br]]);
}
