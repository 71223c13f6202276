import { loadHarfBuzz, type HbFont } from './harfbuzz';

/*
 * Shaping Urdu text as Chromium does for the site's Urdu pages: HarfBuzz, right to left, the
 * Arabic script, the language `ur` (the pages' lang), and the features the stylesheet turns on
 * for Urdu (`font-variant-numeric: lining-nums tabular-nums`, src/app/styles/urdu.css).
 */

const URDU_FEATURES = ['lnum', 'tnum'];

/**
 * What a browser shapes of `texts`: each text as a whole (a line holds all of it on a wide
 * screen) and each of its words alone (Blink shapes and caches word by word, and a line break
 * can fall between any two), each once.
 */
function shapedPieces(texts: Iterable<string>): string[] {
  const pieces = new Set<string>();
  for (const text of texts) {
    if (text.trim()) pieces.add(text);
    for (const word of text.split(/\s+/)) if (word) pieces.add(word);
  }
  return [...pieces];
}

async function shapingInput(text: string) {
  const hb = await loadHarfBuzz();
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  buffer.setLanguage('ur');
  return { hb, buffer, features: URDU_FEATURES.map((tag) => new hb.Feature(tag)) };
}

/**
 * The shaped text as one comparable string: for each glyph its cluster, advance, offsets and
 * outline (glyph ids differ between a face and its subset; what is drawn does not).
 */
async function shapedDrawing(font: HbFont, text: string): Promise<string> {
  const { hb, buffer, features } = await shapingInput(text);
  hb.shape(font, buffer, features);
  return buffer
    .getGlyphInfosAndPositions()
    .map((glyph) =>
      [
        glyph.cluster,
        glyph.xAdvance,
        glyph.yAdvance,
        glyph.xOffset,
        glyph.yOffset,
        font.glyphToPath(glyph.codepoint),
      ].join(' '),
    )
    .join('\n');
}

/** How `font` draws each piece of `texts`. */
export async function drawingsOf(
  font: HbFont,
  texts: Iterable<string>,
): Promise<Map<string, string>> {
  const drawings = new Map<string, string>();
  for (const piece of shapedPieces(texts)) drawings.set(piece, await shapedDrawing(font, piece));
  return drawings;
}

/**
 * The pieces that `font` draws unlike `reference` (drawingsOf the full face); with `firstOnly`,
 * at most the first of them.
 */
export async function unlikeDrawings(
  reference: Map<string, string>,
  font: HbFont,
  { firstOnly = false } = {},
): Promise<string[]> {
  const differing: string[] = [];
  for (const [piece, drawing] of reference) {
    if ((await shapedDrawing(font, piece)) === drawing) continue;
    differing.push(piece);
    if (firstOnly) break;
  }
  return differing;
}

/** The pieces of `texts` that `font` draws differently from `reference`. */
export async function differentlyDrawn(
  reference: HbFont,
  font: HbFont,
  texts: Iterable<string>,
): Promise<string[]> {
  return unlikeDrawings(await drawingsOf(reference, texts), font);
}

/** Each GSUB and GPOS lookup (by index) that did anything while shaping. */
export type FiredLookups = { GSUB: Set<number>; GPOS: Set<number> };

type ShapingTrace = {
  /** Every glyph id in the buffer at any step: glyphs that exist only between lookups count. */
  glyphs: Set<number>;
  fired: FiredLookups;
};

const TABLE_START = /^start table (GSUB|GPOS)\b/;
const LOOKUP_START = /^start lookup (\d+)/;
const LOOKUP_END = /^end lookup \d+/;
const NESTED_LOOKUP = /^start recursing to lookup (\d+)/;
/** Messages that report no work of a lookup. */
const NO_WORK = /^(skipped lookup|end |start (table|decompose|postprocess))/;

/**
 * Shapes each piece of `texts` with HarfBuzz's trace and gathers every glyph the buffer held at
 * any step, and every lookup that did something (its own replacing, ligating or positioning, or
 * a lookup it called), as numbered in `font`.
 */
export async function traceShaping(font: HbFont, texts: Iterable<string>): Promise<ShapingTrace> {
  const glyphs = new Set<number>();
  const fired: FiredLookups = { GSUB: new Set(), GPOS: new Set() };
  for (const piece of shapedPieces(texts)) {
    const { hb, buffer, features } = await shapingInput(piece);
    const trace = hb.shapeWithTrace(font, buffer, features, 0, hb.TracePhase.DONT_STOP);
    let table: keyof FiredLookups | undefined;
    const running: number[] = [];
    for (const entry of trace) {
      if (entry.glyphs) for (const glyph of entry.t as { g: number }[]) glyphs.add(glyph.g);
      const tableStart = TABLE_START.exec(entry.m);
      const lookupStart = LOOKUP_START.exec(entry.m);
      const nested = NESTED_LOOKUP.exec(entry.m);
      if (tableStart) table = tableStart[1] as keyof FiredLookups;
      else if (lookupStart) running.push(Number(lookupStart[1]));
      else if (LOOKUP_END.test(entry.m)) running.pop();
      else if (nested) {
        fired[table ?? 'GSUB'].add(Number(nested[1]));
      }
      if (table && !NO_WORK.test(entry.m)) for (const lookup of running) fired[table].add(lookup);
    }
    for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
  }
  return { glyphs, fired };
}
