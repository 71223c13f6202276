import { stat } from 'node:fs/promises';

/*
 * The production build writes `<file>.br` and `<file>.gz` beside each text file worth it
 * (scripts/webpack/precompressPlugin.ts), compressed once at the highest level, so the server
 * never compresses a static file per request.
 */

const PRECOMPRESSED_EXTENSIONS = ['.js', '.css', '.svg', '.html', '.json'];

const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number]['encoding'];

/** The q-value the client gives an encoding (`*` counts for any it did not name); 0 = refused. */
function acceptance(header: string, encoding: Encoding): number {
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (name.trim() === encoding) return value;
    if (name.trim() === '*') wildcard = value;
  }
  return wildcard;
}

type Variant = {
  /** The compressed file to send instead, when the client takes one. */
  file?: { file: string; size: number };
  encoding?: Encoding;
  /** A compressed form exists, so the answer depends on Accept-Encoding. */
  vary: boolean;
};

export async function precompressed(file: string, acceptEncoding: string | undefined) {
  const variant: Variant = { vary: false };
  if (!PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension))) return variant;
  for (const { encoding, suffix } of ENCODINGS) {
    const info = await stat(file + suffix).catch(() => undefined);
    if (!info?.isFile()) continue;
    variant.vary = true;
    if (!variant.file && acceptance(acceptEncoding ?? '', encoding) > 0) {
      variant.file = { file: file + suffix, size: info.size };
      variant.encoding = encoding;
    }
  }
  return variant;
}
