/** What each kind of upload accepts (docs/product.md §5 and §9), written once for the server and the SPA. */

export const MAX_UPLOAD_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ['jpeg', 'png', 'gif', 'webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const MIME_BY_TYPE: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const EXTENSION_BY_TYPE: Record<ImageType, string> = {
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
};

export const UPLOAD_MESSAGES = {
  tooLarge: 'File size must be 1MB or less',
  jpegPngGif: 'Only image files (JPEG, PNG, GIF) are allowed.',
  jpegPngGifWebp: 'Only image files (JPEG, PNG, GIF, Webp) are allowed.',
  imagesOnly: 'Only image files are allowed.',
} as const;

type UploadRule = {
  /** Folder under `uploads/` and path segment under `/user/upload/`. */
  dir: string;
  types: readonly ImageType[];
  typeMessage: string;
};

const anyImage = { types: IMAGE_TYPES, typeMessage: UPLOAD_MESSAGES.jpegPngGifWebp };
const noWebp = {
  types: ['jpeg', 'png', 'gif'] as const,
  typeMessage: UPLOAD_MESSAGES.jpegPngGif,
};

export const UPLOAD_RULES = {
  gallery: { dir: 'Gallery', types: IMAGE_TYPES, typeMessage: UPLOAD_MESSAGES.imagesOnly },
  partner: { dir: 'Partners', ...anyImage },
  highlight: { dir: 'Highlights', ...noWebp },
  news: { dir: 'News', ...anyImage },
  newsLogo: { dir: 'NewsLogos', ...anyImage },
  logo: { dir: 'Logo', ...noWebp },
  banner: { dir: 'Banner', ...anyImage },
  project: { dir: 'ProjectPhoto', ...anyImage },
  /** The photos of a project's updates. */
  projectUpdate: { dir: 'ProjectUpdates', ...anyImage },
} as const satisfies Record<string, UploadRule>;

export type UploadKind = keyof typeof UPLOAD_RULES;

export const UPLOAD_URL_PREFIX = '/user/upload';

const KIND_BY_DIR = new Map<string, UploadKind>(
  (Object.keys(UPLOAD_RULES) as UploadKind[]).map((kind) => [UPLOAD_RULES[kind].dir, kind]),
);

/** The upload kind whose files live in folder `dir` (`uploadUrl`'s second part), if any. */
export const uploadKindOfDir = (dir: string): UploadKind | undefined => KIND_BY_DIR.get(dir);

export function uploadUrl(kind: UploadKind, fileName: string): string {
  return `${UPLOAD_URL_PREFIX}/${UPLOAD_RULES[kind].dir}/${fileName}`;
}

/** The MIME types a file picker for this kind should offer (`accept`). */
export function acceptFor(kind: UploadKind): string {
  return UPLOAD_RULES[kind].types.map((type) => MIME_BY_TYPE[type]).join(',');
}

type UploadCheck = { ok: true } | { ok: false; message: string };

/**
 * The SPA's first check of a chosen file, from its declared type and size. The server decides
 * again from the file's bytes, so this check only spares a round trip.
 */
export function checkUpload(kind: UploadKind, file: { type: string; size: number }): UploadCheck {
  const rule: UploadRule = UPLOAD_RULES[kind];
  const allowed = rule.types.map((type) => MIME_BY_TYPE[type]);
  if (!allowed.includes(file.type)) return { ok: false, message: rule.typeMessage };
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, message: UPLOAD_MESSAGES.tooLarge };
  return { ok: true };
}
