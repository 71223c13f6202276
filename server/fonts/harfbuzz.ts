import { readFile } from 'node:fs/promises';
import type * as HarfBuzzModule from 'harfbuzzjs';

/*
 * HarfBuzz (the harfbuzzjs package: its WebAssembly builds of the shaper and of hb-subset) and
 * WOFF2 (wawoff2), loaded on first use. Both ship as ES modules with a top-level await, which
 * only a real import can load: this runs in the face builder's worker thread (faceWorker.ts),
 * never in the request path.
 */

type HarfBuzz = typeof HarfBuzzModule;
export type HbFont = InstanceType<HarfBuzz['Font']>;

let harfbuzz: Promise<HarfBuzz> | undefined;

export function loadHarfBuzz(): Promise<HarfBuzz> {
  harfbuzz ??= import('harfbuzzjs');
  return harfbuzz;
}

/** A font of `ttf` for shaping (kept alive as long as the returned object is). */
export async function fontOf(ttf: Uint8Array): Promise<HbFont> {
  const hb = await loadHarfBuzz();
  return new hb.Font(new hb.Face(new hb.Blob(ttf)));
}

export async function woff2Decompress(data: Uint8Array): Promise<Buffer> {
  const { decompress } = await import('wawoff2');
  return Buffer.from(await decompress(data));
}

export async function woff2Compress(ttf: Uint8Array): Promise<Buffer> {
  const { compress } = await import('wawoff2');
  return Buffer.from(await compress(ttf));
}

/** The raw exports of harfbuzz-subset.wasm that subsetting calls. */
type SubsetExports = {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(pointer: number): void;
  hb_blob_create(data: number, length: number, mode: number, user: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_data(blob: number, length: number): number;
  hb_blob_get_length(blob: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_set_clear(set: number): void;
  hb_set_invert(set: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_unicode_set(input: number): number;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_get_flags(input: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
};

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
/** Keep exactly the glyphs asked for: no closure over the layout rules (HarfBuzz 7.2+). */
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;

let subsetter: Promise<SubsetExports> | undefined;

async function subsetExports(): Promise<SubsetExports> {
  subsetter ??= (async () => {
    const file = require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm');
    const { instance } = await WebAssembly.instantiate(await readFile(file));
    const exports = instance.exports as unknown as SubsetExports;
    exports._initialize();
    return exports;
  })();
  return subsetter;
}

/**
 * hb-subset of `ttf` to the glyphs `glyphs` and the characters `unicodes` (their nominal glyphs
 * and composite parts come along), every layout feature kept, without layout closure: a rule
 * survives only where every glyph it names is kept.
 */
export async function subsetToGlyphs(
  ttf: Uint8Array,
  unicodes: Iterable<number>,
  glyphs: Iterable<number>,
): Promise<Buffer> {
  const wasm = await subsetExports();
  const input = wasm.hb_subset_input_create_or_fail();
  if (!input) throw new Error('hb-subset could not start');
  const pointer = wasm.malloc(ttf.byteLength);
  let face = 0;
  try {
    new Uint8Array(wasm.memory.buffer).set(ttf, pointer);
    const blob = wasm.hb_blob_create(pointer, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
    face = wasm.hb_face_create(blob, 0);
    wasm.hb_blob_destroy(blob);
    const features = wasm.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    wasm.hb_set_clear(features);
    wasm.hb_set_invert(features);
    const unicodeSet = wasm.hb_subset_input_unicode_set(input);
    for (const unicode of unicodes) wasm.hb_set_add(unicodeSet, unicode);
    const glyphSet = wasm.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) wasm.hb_set_add(glyphSet, glyph);
    const flags = wasm.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
    wasm.hb_subset_input_set_flags(input, flags);
    const result = wasm.hb_subset_or_fail(face, input);
    if (!result) throw new Error('hb-subset failed');
    const resultBlob = wasm.hb_face_reference_blob(result);
    const start = wasm.hb_blob_get_data(resultBlob, 0);
    const length = wasm.hb_blob_get_length(resultBlob);
    const out = Buffer.from(new Uint8Array(wasm.memory.buffer).slice(start, start + length));
    wasm.hb_blob_destroy(resultBlob);
    wasm.hb_face_destroy(result);
    return out;
  } finally {
    if (face) wasm.hb_face_destroy(face);
    wasm.hb_subset_input_destroy(input);
    wasm.free(pointer);
  }
}
