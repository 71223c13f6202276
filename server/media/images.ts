import {
  IMAGE_TYPES,
  IMAGE_WIDTHS,
  UPLOAD_RULES,
  variantHeight,
  variantWidths,
  type ImageType,
  type UploadKind,
} from '@contract/uploads';
import sharp from 'sharp';
import { HttpError } from '../http';
import { SHARE_WIDTH, hasShareCopy } from './shareImage';

/* Refuse images whose pixels would take too much memory to decode (decompression bombs). */
const MAX_INPUT_PIXELS = 25e6;
const TOO_MANY_PIXELS = 'The image has too many pixels (at most 25 million)';
const LARGEST_WIDTH = Math.max(...IMAGE_WIDTHS);
/* Quality 75 looks clean on photos and flat art; effort 2 is three times faster than the default
   4 for about 6% more bytes, which keeps uploads and the demo seed quick on a small server. */
const WEBP = { quality: 75, effort: 2 } as const;
/* mozjpeg makes the preview copy about a third smaller than plain libjpeg for some 60 ms more
   per upload: chat apps drop preview pictures past about 300 KB. */
const JPEG = { quality: 80, mozjpeg: true } as const;

type EncodedCopy = { width: number; height: number; data: Buffer };

export type DecodedImage = EncodedCopy & {
  /** The form field the file came in. */
  field: string;
  /** The name on the client's disk, kept only as a label. */
  originalName: string;
  /** The main file's type: WebP, or the original's own type when that came out smaller. */
  type: ImageType;
  /** Smaller WebP copies, narrowest first (contract/uploads/imageVariants.ts names them). */
  variants: EncodedCopy[];
  /** The JPEG copy link previews show (shareImage.ts), for the kinds a page previews with. */
  share?: EncodedCopy;
};

function isImageType(format: string | undefined): format is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(format ?? '');
}

/**
 * The JPEG copy for link previews of a picture whose main file is `main` in size: the first
 * frame only, upright, transparency laid on white (JPEG has none).
 */
export async function encodeShareCopy(
  input: Buffer,
  main: { width: number; height: number },
): Promise<EncodedCopy> {
  const width = Math.min(main.width, SHARE_WIDTH);
  const height = variantHeight(main, width);
  const data = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, height, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg(JPEG)
    .toBuffer();
  return { width, height, data };
}

/**
 * Decides the type from the bytes alone, checks it against the kind's rule, then re-encodes:
 * WebP at most LARGEST_WIDTH wide plus narrower WebP copies, never scaled up. The original,
 * re-encoded in its own format, replaces the widest WebP when it is no wider and smaller in
 * bytes (small flat logos often are). Pictures a page may be previewed with also get a JPEG
 * copy (shareImage.ts). Re-encoding drops metadata (location, camera) and anything hidden
 * after the pixels. A file sharp cannot fully decode is refused like a wrong type.
 */
export async function decodeImage(
  kind: UploadKind,
  input: Buffer,
  field = 'image',
  originalName = '',
): Promise<DecodedImage> {
  const rule = UPLOAD_RULES[kind];
  const refuse = (error?: unknown) =>
    error instanceof Error && /pixel limit/i.test(error.message)
      ? new HttpError(413, TOO_MANY_PIXELS, field)
      : new HttpError(415, rule.typeMessage, field);
  let format: string | undefined;
  let animated: boolean;
  try {
    const metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    format = metadata.format;
    animated = (metadata.pages ?? 1) > 1;
  } catch (error) {
    throw refuse(error);
  }
  if (!isImageType(format) || !(rule.types as readonly string[]).includes(format)) throw refuse();
  const type = format;
  // Auto-orientation first, so the sizes below are the upright picture's.
  const open = () => sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  try {
    const original = await open().toFormat(type).toBuffer({ resolveWithObject: true });
    const full = {
      width: original.info.width,
      height: original.info.pageHeight ?? original.info.height,
    };
    const webpAt = async (width: number): Promise<EncodedCopy> => {
      const height = variantHeight(full, width);
      // Explicit height, so the stored size is exactly what the name scheme computes.
      const data = await open().resize({ width, height, fit: 'fill' }).webp(WEBP).toBuffer();
      return { width, height, data };
    };
    const widest = await webpAt(Math.min(full.width, LARGEST_WIDTH));
    const main =
      full.width <= LARGEST_WIDTH && original.data.length < widest.data.length
        ? { ...full, type, data: original.data }
        : { ...widest, type: 'webp' as const };
    const variants: EncodedCopy[] = [];
    for (const width of variantWidths(main.width)) variants.push(await webpAt(width));
    const share = hasShareCopy(kind) ? await encodeShareCopy(input, main) : undefined;
    return { field, originalName, ...main, variants, ...(share && { share }) };
  } catch (error) {
    throw refuse(error);
  }
}
