import {
  fontOf,
  loadHarfBuzz,
  subsetToGlyphs,
  woff2Compress,
  woff2Decompress,
  type HbFont,
} from './harfbuzz';
import { glyphCount, withOnlyLookups } from './layoutTables';
import { differentlyDrawn, traceShaping } from './shaping';

/*
 * A critical face: the Nastaliq face cut down to the text of one first screen (issue 30). It
 * holds exactly the glyphs HarfBuzz uses to shape that text, the glyphs that exist only between
 * two lookups included, without the layout closure that would bring in every glyph a rule could
 * ever reach (104 KB for a first screen; this, about 30). The lookups that never fired on the text
 * are dropped too. Such a face claims every letter of the text in its cmap but can shape only
 * the words it was made from, so the page applies it to exactly the elements whose text built
 * it, and nothing is served that HarfBuzz has not shown to draw every piece of that text exactly
 * as the full face does.
 */

export type CriticalFaceBuild = {
  /** The face as served. */
  woff2: Buffer;
  glyphs: number;
  /** Whether the lookups that never fired were dropped (else the face keeps them all). */
  pruned: boolean;
};

/** The blocks of the Arabic script, which only the Nastaliq faces draw on an Urdu page. */
const ARABIC_SCRIPT: [number, number][] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];

const isArabicScript = (codePoint: number) =>
  ARABIC_SCRIPT.some(([first, last]) => codePoint >= first && codePoint <= last);

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The characters of `texts` the face draws. A letter of the Arabic script that the face lacks
 * would be drawn by another face on the page (the rest of the script), so no critical face can
 * stand in for that text: refused.
 */
function drawnCharacters(texts: string[], cmap: Set<number>): Set<number> {
  const drawn = new Set<number>();
  for (const character of texts.join(' ')) {
    const codePoint = character.codePointAt(0) ?? 0;
    if (cmap.has(codePoint)) drawn.add(codePoint);
    else if (isArabicScript(codePoint)) {
      throw new Error(`${hex(codePoint)} is not in the Urdu face`);
    }
  }
  return drawn;
}

/** Why `ttf` does not draw every piece of `texts` exactly as `full`; undefined when it does. */
async function unlikeFull(full: HbFont, ttf: Buffer, texts: string[]): Promise<string | undefined> {
  const differing = await differentlyDrawn(full, await fontOf(ttf), texts);
  return differing.length ? `${differing.length} piece(s) drawn differently` : undefined;
}

/**
 * The critical face of `texts` from the full face `fullTtf` (TrueType, not WOFF2): pruned when
 * the pruned face still draws like the full one, else unpruned; an error when neither does.
 */
export async function buildCriticalFace(
  fullTtf: Buffer,
  texts: string[],
): Promise<CriticalFaceBuild> {
  const hb = await loadHarfBuzz();
  const cmap = new Set(new hb.Face(new hb.Blob(fullTtf)).collectUnicodes());
  const unicodes = drawnCharacters(texts, cmap);
  const full = await fontOf(fullTtf);

  const { glyphs } = await traceShaping(full, texts);
  const whole = await subsetToGlyphs(fullTtf, unicodes, glyphs);
  const candidates = [whole];
  try {
    const { fired } = await traceShaping(await fontOf(whole), texts);
    const allGlyphs = Array.from({ length: glyphCount(whole) }, (_, glyph) => glyph);
    candidates.unshift(await subsetToGlyphs(withOnlyLookups(whole, fired), unicodes, allGlyphs));
  } catch {
    // Pruning is a gain, not a need: the unpruned face is checked below all the same.
  }

  const reasons: string[] = [];
  for (const candidate of candidates) {
    const kind = candidate === whole ? 'unpruned' : 'pruned';
    let wrong = await unlikeFull(full, candidate, texts);
    if (!wrong) {
      // What is served is checked too: the face as the browser unpacks it.
      const woff2 = await woff2Compress(candidate);
      wrong = await unlikeFull(full, await woff2Decompress(woff2), texts);
      if (!wrong) return { woff2, glyphs: glyphCount(candidate), pruned: candidate !== whole };
    }
    reasons.push(`${kind}: ${wrong}`);
  }
  throw new Error(reasons.join('; '));
}
