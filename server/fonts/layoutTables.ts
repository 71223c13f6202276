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

/** GSUB's and GPOS's contextual lookup types, and their extension type. */
const CONTEXT_TYPES = { GSUB: [5, 6], GPOS: [7, 8] } as const;
const EXTENSION_TYPE = { GSUB: 7, GPOS: 9 } as const;

/** The lookups that the contextual subtable at `at` calls (its rules' lookup records). */
function calledBy(font: Buffer, at: number, chained: boolean, into: Set<number>): void {
  const u16 = (offset: number) => font.readUInt16BE(offset);
  const records = (start: number, count: number) => {
    for (let index = 0; index < count; index += 1) into.add(u16(start + 4 * index + 2));
  };
  /** A rule: its glyph or class sequences, then its lookup records. */
  const rule = (start: number) => {
    let offset = start;
    if (chained) {
      offset += 2 + 2 * u16(offset); // backtrack
      const input = u16(offset);
      offset += 2 + 2 * Math.max(input - 1, 0);
      offset += 2 + 2 * u16(offset); // lookahead
      records(offset + 2, u16(offset));
    } else {
      const input = u16(offset);
      const count = u16(offset + 2);
      records(offset + 4 + 2 * Math.max(input - 1, 0), count);
    }
  };
  const format = u16(at);
  if (format === 1 || format === 2) {
    // Sets of rules, by first glyph (1) or by class (2).
    const setsAt = at + (format === 1 ? 4 : chained ? 10 : 6);
    const sets = u16(setsAt);
    for (let set = 0; set < sets; set += 1) {
      const setOffset = u16(setsAt + 2 + 2 * set);
      if (!setOffset) continue;
      const ruleSet = at + setOffset;
      for (let index = 0; index < u16(ruleSet); index += 1) {
        rule(ruleSet + u16(ruleSet + 2 + 2 * index));
      }
    }
  } else if (format === 3) {
    let offset = at + 2;
    if (chained) {
      offset += 2 + 2 * u16(offset); // backtrack coverages
      offset += 2 + 2 * u16(offset); // input coverages
      offset += 2 + 2 * u16(offset); // lookahead coverages
      records(offset + 2, u16(offset));
    } else {
      const input = u16(offset);
      records(offset + 4 + 2 * input, u16(offset + 2));
    }
  }
}

/**
 * `lookups` with every lookup they call from their contextual rules, and those that these call,
 * in the GSUB or GPOS table `tag` of `ttf`: a rule keeps its place only with every lookup it
 * names, so a lookup that never fired stays where a kept one may call it.
 */
export function withCalledLookups(ttf: Buffer, tag: 'GSUB' | 'GPOS', lookups: Set<number>) {
  const table = tableOffset(ttf, tag);
  const kept = new Set(lookups);
  if (table === undefined) return kept;
  const lookupList = table + ttf.readUInt16BE(table + 8);
  const pending = [...kept];
  while (pending.length) {
    const index = pending.pop()!;
    if (index >= ttf.readUInt16BE(lookupList)) continue;
    const lookup = lookupList + ttf.readUInt16BE(lookupList + 2 + 2 * index);
    const type = ttf.readUInt16BE(lookup);
    const called = new Set<number>();
    for (let sub = 0; sub < ttf.readUInt16BE(lookup + 4); sub += 1) {
      let at = lookup + ttf.readUInt16BE(lookup + 6 + 2 * sub);
      let subType = type;
      if (type === EXTENSION_TYPE[tag]) {
        subType = ttf.readUInt16BE(at + 2);
        at += ttf.readUInt32BE(at + 4);
      }
      const [plain, chained] = CONTEXT_TYPES[tag];
      if (subType === plain || subType === chained) calledBy(ttf, at, subType === chained, called);
    }
    for (const next of called) {
      if (!kept.has(next)) {
        kept.add(next);
        pending.push(next);
      }
    }
  }
  return kept;
}
