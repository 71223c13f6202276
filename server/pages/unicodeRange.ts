/*
 * CSS `unicode-range` values (`U+0600-06FF, U+FB50-FDFF, U+4??`) as code point intervals: the
 * server finds the Urdu face by the letters it covers, and the font tooling and its tests compare
 * a face's range with the characters its file holds.
 */

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
