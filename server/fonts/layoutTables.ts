import type { FiredLookups } from './shaping';

/*
 * The OpenType binary as far as pruning needs it: the table directory, and in GSUB and GPOS the
 * lookup list, whose lookups each name how many subtables they have.
 */

const TABLE_RECORDS_START = 12;
const TABLE_RECORD_SIZE = 16;

/** The byte offset of table `tag` in `ttf`, if it has one. */
function tableOffset(ttf: Buffer, tag: string): number | undefined {
  const tables = ttf.readUInt16BE(4);
  for (let index = 0; index < tables; index += 1) {
    const record = TABLE_RECORDS_START + TABLE_RECORD_SIZE * index;
    if (ttf.toString('latin1', record, record + 4) === tag) return ttf.readUInt32BE(record + 8);
  }
  return undefined;
}

/** maxp's numGlyphs. */
export function glyphCount(ttf: Buffer): number {
  const maxp = tableOffset(ttf, 'maxp');
  if (maxp === undefined) throw new Error('The font has no maxp table');
  return ttf.readUInt16BE(maxp + 4);
}

/**
 * A copy of `ttf` in which every GSUB and GPOS lookup not in `keep` has no subtables left: it
 * does nothing, and hb-subset leaves it out when the copy is subset again. (The checksums go
 * stale; that second subsetting writes the font afresh.)
 */
export function withOnlyLookups(ttf: Buffer, keep: FiredLookups): Buffer {
  const font = Buffer.from(ttf);
  for (const tag of ['GSUB', 'GPOS'] as const) {
    const table = tableOffset(font, tag);
    if (table === undefined) continue;
    const lookupList = table + font.readUInt16BE(table + 8);
    const lookups = font.readUInt16BE(lookupList);
    for (let index = 0; index < lookups; index += 1) {
      if (keep[tag].has(index)) continue;
      const lookup = lookupList + font.readUInt16BE(lookupList + 2 + 2 * index);
      font.writeUInt16BE(0, lookup + 4); // subTableCount
    }
  }
  return font;
}
