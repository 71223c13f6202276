import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  IMAGE_TYPES,
  MIME_BY_TYPE,
  EXTENSION_BY_TYPE,
  UPLOAD_URL_PREFIX,
  imageSetOf,
  uploadKindOfDir,
  uploadUrl,
} from '@contract/uploads';
import { hasShareCopy, shareCopyOf, type UploadStore } from '../media';

/** The picture a link preview shows, with what the page can tell of it beforehand. */
export type PreviewImage = { url: string; width?: number; height?: number; type?: string };

const MIME_BY_EXTENSION = new Map<string, string>(
  IMAGE_TYPES.map((type) => [EXTENSION_BY_TYPE[type], MIME_BY_TYPE[type]]),
);
const UPLOAD_PATH = new RegExp(`^${UPLOAD_URL_PREFIX}/([A-Za-z]+)/([^/?#]+)$`);

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The upload's JPEG copy when it is on disk: every preview client reads JPEG, not all WebP. */
async function shareCopyFor(image: string, uploads: UploadStore) {
  const [, dir = '', segment = ''] = UPLOAD_PATH.exec(image) ?? [];
  const kind = uploadKindOfDir(dir);
  const name = decoded(segment);
  if (!kind || !name || !hasShareCopy(kind)) return undefined;
  const share = shareCopyOf(name);
  if (!share) return undefined;
  const found = await stat(path.join(uploads.folder(kind), share.name)).catch(() => undefined);
  return found?.isFile() ? { kind, share } : undefined;
}

/**
 * What a page's picture (a site path or an absolute URL, as the renderer gives it) is shown
 * as in link previews: the upload's JPEG copy when it has one (uploads stored before such
 * copies get theirs at the next start), else the picture itself, sized when its name says so.
 */
export async function previewImageOf(
  image: string,
  uploads: UploadStore,
): Promise<PreviewImage | undefined> {
  if (!image) return undefined;
  const copy = await shareCopyFor(image, uploads);
  if (copy) {
    const { kind, share } = copy;
    const url = uploadUrl(kind, share.name);
    return { url, width: share.width, height: share.height, type: MIME_BY_TYPE.jpeg };
  }
  const set = imageSetOf(image);
  const type = MIME_BY_EXTENSION.get(/\.([a-z]+)$/.exec(image)?.[1] ?? '');
  return {
    url: image,
    ...(set && { width: set.width, height: set.height }),
    ...(type && { type }),
  };
}
