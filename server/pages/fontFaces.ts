/*
 * A stylesheet's @font-face rules, and their `unicode-range` (`U+0600-06FF, U+FB50-FDFF, U+4??`)
 * as code point intervals: the server finds the Urdu face by the letters it covers, and the font
 * tooling and its tests compare a face's range with the characters its file holds.
 */

/** A @font-face rule as written: its first woff2 URL, weight, style and unicode-range. */
export type FontFaceRule = {
  url: string | undefined;
  weight: string;
  style: string;
  /** As written; empty when the rule names none. */
  range: string;
};

const FONT_FACE = /@font-face\s*\{([^}]*)\}/g;
const WOFF2_URL = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/;

const descriptor = (face: string, name: string) =>
  new RegExp(`${name}\\s*:\\s*([^;]+)`, 'i').exec(face)?.[1]?.trim();

/** Every @font-face rule of `css`, in order. */
export function fontFacesIn(css: string): FontFaceRule[] {
  return [...css.matchAll(FONT_FACE)].map(([, face = '']) => ({
    url: WOFF2_URL.exec(face)?.[1],
    weight: descriptor(face, 'font-weight') ?? '400',
    style: descriptor(face, 'font-style') ?? 'normal',
    range: descriptor(face, 'unicode-range') ?? '',
  }));
}

/** Inclusive [first, last] code point intervals, in order, none overlapping or touching. */
export type CodePointRanges = [number, number][];

const ENTRY = /^U\+([0-9A-F?]{1,6})(?:-([0-9A-F]{1,6}))?$/i;

/** The intervals of `value`, sorted and merged; throws on an entry that is not a range. */
export function parseUnicodeRange(value: string): CodePointRanges {
  const intervals = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry): [number, number] => {
      const [, start = '', end] = ENTRY.exec(entry) ?? [];
      if (start === '') throw new Error(`Not a unicode-range entry: ${entry}`);
      // U+4?? is U+400-4FF.
      if (start.includes('?')) {
        return [parseInt(start.replace(/\?/g, '0'), 16), parseInt(start.replace(/\?/g, 'F'), 16)];
      }
      return [parseInt(start, 16), parseInt(end ?? start, 16)];
    })
    .sort(([a], [b]) => a - b);
  const merged: CodePointRanges = [];
  for (const [first, last] of intervals) {
    const previous = merged.at(-1);
    if (previous && first <= previous[1] + 1) previous[1] = Math.max(previous[1], last);
    else merged.push([first, last]);
  }
  return merged;
}

export function rangesInclude(ranges: CodePointRanges, codePoint: number): boolean {
  return ranges.some(([first, last]) => first <= codePoint && codePoint <= last);
}
