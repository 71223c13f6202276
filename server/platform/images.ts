import { IMAGE_TYPES, UPLOAD_RULES, type ImageType, type UploadKind } from '@contract';
import sharp from 'sharp';
import { HttpError } from './httpError';

/* Refuse images whose pixels would take too much memory to decode (decompression bombs). */
const MAX_INPUT_PIXELS = 25e6;
const TOO_MANY_PIXELS = 'The image has too many pixels (at most 25 million)';

export type DecodedImage = {
  /** The form field the file came in. */
  field: string;
  /** The name on the client's disk, kept only as a label. */
  originalName: string;
  type: ImageType;
  /** Re-encoded bytes, without metadata. */
  data: Buffer;
};

function isImageType(format: string | undefined): format is ImageType {
  return (IMAGE_TYPES as readonly string[]).includes(format ?? '');
}

/**
 * Decides the type from the bytes alone, checks it against the kind's rule, and re-encodes the
 * image in the same format: this drops metadata (location, camera) and anything hidden after
 * the pixels. A file sharp cannot fully decode is refused like a wrong type.
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
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch (error) {
    throw refuse(error);
  }
  if (!isImageType(format) || !(rule.types as readonly string[]).includes(format)) throw refuse();
  const animated = format === 'gif' || format === 'webp';
  try {
    const data = await sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .toFormat(format)
      .toBuffer();
    return { field, originalName, type: format, data };
  } catch (error) {
    throw refuse(error);
  }
}
