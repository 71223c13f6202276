/**
 * How stored images are named, so any client can find an upload's smaller copies from its URL
 * alone (no extra fields on the wire, and the plain URL keeps working everywhere).
 *
 * Every upload is stored as a main file named `<id>-<width>x<height>.<ext>`: WebP at most
 * IMAGE_WIDTHS' largest width wide, or the re-encoded original when that is smaller in bytes.
 * Beside it, for each width of IMAGE_WIDTHS below the main width, a WebP copy named
 * `<id>-<w>w.webp`, as tall as the main file's proportions give (`variantHeight`). Names of
 * files stored before this scheme have no size in them: they have no variants.
 */

/** The widths of the smaller copies, in pixels; an image is never scaled up. */
export const IMAGE_WIDTHS = [480, 960, 1440] as const;

type ImageVariant = { url: string; width: number; height: number };

type ImageSet = {
  /** The main file's URL, as the API answers it. */
  src: string;
  width: number;
  height: number;
  /** Every copy, narrowest first; the last one is the main file itself. */
  variants: ImageVariant[];
};

const MAIN_NAME = /^([A-Za-z0-9][A-Za-z0-9_-]*)-(\d{1,5})x(\d{1,5})\.(jpg|png|gif|webp)$/;

export function mainImageName(id: string, width: number, height: number, extension: string) {
  return `${id}-${width}x${height}.${extension}`;
}

export function variantImageName(id: string, width: number): string {
  return `${id}-${width}w.webp`;
}

export function variantHeight(main: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((main.height * width) / main.width));
}

/** The widths of the copies kept beside a main file this wide. */
export function variantWidths(mainWidth: number): number[] {
  return IMAGE_WIDTHS.filter((width) => width < mainWidth);
}

/** Splits a stored file name into its id and size; undefined for names without a size. */
export function parseImageName(
  name: string,
): { id: string; width: number; height: number } | undefined {
  const match = MAIN_NAME.exec(name);
  if (!match) return undefined;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (!(width > 0 && height > 0)) return undefined;
  return { id: match[1] ?? '', width, height };
}

/** The file names stored for one upload: its variants, then the main file. */
export function storedImageFiles(name: string): string[] {
  const parsed = parseImageName(name);
  if (!parsed) return [name];
  return [...variantWidths(parsed.width).map((w) => variantImageName(parsed.id, w)), name];
}

/**
 * The sizes and copies of an uploaded image, from its URL (or a project's bare file name).
 * Undefined for URLs that do not follow the scheme: external links, previews, older uploads.
 */
export function imageSetOf(src: string): ImageSet | undefined {
  const cut = src.lastIndexOf('/') + 1;
  const folder = src.slice(0, cut);
  const parsed = parseImageName(src.slice(cut));
  if (!parsed) return undefined;
  const variants: ImageVariant[] = variantWidths(parsed.width).map((width) => ({
    url: folder + variantImageName(parsed.id, width),
    width,
    height: variantHeight(parsed, width),
  }));
  variants.push({ url: src, width: parsed.width, height: parsed.height });
  return { src, width: parsed.width, height: parsed.height, variants };
}
