import {
  parseImageName,
  storedImageFiles,
  variantHeight,
  type UploadKind,
} from '@contract/uploads';

/*
 * Link-preview clients (older WhatsApp, Facebook's crawler, many e-mail programs) do not read
 * WebP. Every upload a page can show as its preview picture therefore gets one JPEG copy beside
 * its WebP files, named `<id>-share.jpg`, SHARE_WIDTH wide at most (never scaled up), as tall as
 * the main file's proportions give: its size follows from the main file's name, like the other
 * copies'. Only the server uses it, so the name scheme lives here rather than in the contract.
 */

export const SHARE_WIDTH = 1200;

/** The kinds a page uses as its preview picture (src/app/entry/pageMeta.ts). */
const SHARE_KINDS: ReadonlySet<UploadKind> = new Set<UploadKind>(['project', 'banner', 'logo']);

export function hasShareCopy(kind: UploadKind): boolean {
  return SHARE_KINDS.has(kind);
}

type ShareCopy = { name: string; width: number; height: number };

/** The JPEG copy of a main file stored under `name`; undefined for names without a size. */
export function shareCopyOf(name: string): ShareCopy | undefined {
  const parsed = parseImageName(name);
  if (!parsed) return undefined;
  const width = Math.min(parsed.width, SHARE_WIDTH);
  return { name: `${parsed.id}-share.jpg`, width, height: variantHeight(parsed, width) };
}

/** Every file stored for one upload of this kind: the WebP copies, the JPEG copy, the main file. */
export function storedFilesOf(kind: UploadKind, name: string): string[] {
  const files = storedImageFiles(name);
  const share = hasShareCopy(kind) ? shareCopyOf(name) : undefined;
  return share ? [share.name, ...files] : files;
}
