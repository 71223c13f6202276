import { fontOf, loadHarfBuzz, subsetToGlyphs, woff2Compress, woff2Decompress } from './harfbuzz';
import { glyphCount, withCalledLookups, withOnlyLookups } from './layoutTables';
import { drawingsOf, traceShaping, unlikeDrawings, type FiredLookups } from './shaping';

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

/** Each GSUB and GPOS lookup a face keeps when pruned. */
type Lookups = FiredLookups;

const unite = (a: Lookups, b: Lookups): Lookups => ({
  GSUB: new Set([...a.GSUB, ...b.GSUB]),
  GPOS: new Set([...a.GPOS, ...b.GPOS]),
});

/** At most this many trial faces while looking for the lookups a pruned face needs. */
const PRUNING_TRIALS = 24;

/**
 * `whole` without the lookups that never fired on the text, or undefined when no such face
 * draws like the full one within PRUNING_TRIALS. A lookup that never fired may still be needed:
 * a contextual rule that matches and calls it at no glyph keeps any later rule from matching
 * there, and hb-subset drops a rule whose lookups are gone. So when the face of the fired
 * lookups alone draws differently, those called by the fired ones come back, and then go again
 * in halves, quarters and so on wherever the face draws right without them.
 */
async function prunedFace(
  whole: Buffer,
  unicodes: Set<number>,
  texts: string[],
  reference: Map<string, string>,
): Promise<Buffer | undefined> {
  const { fired } = await traceShaping(await fontOf(whole), texts);
  const allGlyphs = Array.from({ length: glyphCount(whole) }, (_, glyph) => glyph);
  let trials = 0;
  const faceKeeping = async (lookups: Lookups) => {
    trials += 1;
    const face = await subsetToGlyphs(withOnlyLookups(whole, lookups), unicodes, allGlyphs);
    const wrong = await unlikeDrawings(reference, await fontOf(face), { firstOnly: true });
    return wrong.length ? undefined : face;
  };

  const firedOnly = await faceKeeping(fired);
  if (firedOnly) return firedOnly;
  let called = (['GSUB', 'GPOS'] as const).flatMap((tag) =>
    [...withCalledLookups(whole, tag, fired[tag])]
      .filter((lookup) => !fired[tag].has(lookup))
      .map((lookup) => ({ tag, lookup })),
  );
  const keeping = (list: typeof called): Lookups =>
    unite(fired, {
      GSUB: new Set(list.filter(({ tag }) => tag === 'GSUB').map(({ lookup }) => lookup)),
      GPOS: new Set(list.filter(({ tag }) => tag === 'GPOS').map(({ lookup }) => lookup)),
    });
  let best = await faceKeeping(keeping(called));
  if (!best) return undefined;
  for (let chunk = Math.ceil(called.length / 2); chunk >= 1; chunk = Math.floor(chunk / 2)) {
    for (let at = 0; at < called.length && trials < PRUNING_TRIALS;) {
      const without = [...called.slice(0, at), ...called.slice(at + chunk)];
      const face = await faceKeeping(keeping(without));
      if (face) {
        called = without;
        best = face;
      } else at += chunk;
    }
  }
  return best;
}

/**
 * The critical face of `texts` from the full face `fullTtf` (TrueType, not WOFF2): pruned when
 * a pruned face still draws like the full one, else unpruned; an error when neither does.
 */
export async function buildCriticalFace(
  fullTtf: Buffer,
  texts: string[],
): Promise<CriticalFaceBuild> {
  const hb = await loadHarfBuzz();
  const cmap = new Set(new hb.Face(new hb.Blob(fullTtf)).collectUnicodes());
  const unicodes = drawnCharacters(texts, cmap);
  const full = await fontOf(fullTtf);
  const reference = await drawingsOf(full, texts);

  const { glyphs } = await traceShaping(full, texts);
  const whole = await subsetToGlyphs(fullTtf, unicodes, glyphs);
  const candidates = [whole];
  try {
    const pruned = await prunedFace(whole, unicodes, texts, reference);
    if (pruned) candidates.unshift(pruned);
  } catch {
    // Pruning is a gain, not a need: the unpruned face is checked below all the same.
  }

  const reasons: string[] = [];
  for (const candidate of candidates) {
    const kind = candidate === whole ? 'unpruned' : 'pruned';
    // What is served is what is checked: the face as the browser unpacks it.
    const woff2 = await woff2Compress(candidate);
    const wrong = await unlikeDrawings(reference, await fontOf(await woff2Decompress(woff2)));
    if (!wrong.length) return { woff2, glyphs: glyphCount(candidate), pruned: kind === 'pruned' };
    reasons.push(`${kind}: ${wrong.length} piece(s) drawn differently`);
  }
  throw new Error(reasons.join('; '));
}
