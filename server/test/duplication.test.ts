import { filesUnder, textOf } from './sourceFiles';

/*
 * Issue 11, point 5: where two places say the same thing, one piece of code serves both. No run
 * of six lines of code (blank lines, comments, imports and lone punctuation aside) stands in two
 * places. (Places alike but for names, which the issue also counts, are a matter of judgement:
 * the `duplicates` tool lists them for review; this test keeps the exact copies out.)
 */

type Source = { file: string; text: string };

/** How many lines (blank ones aside) make a run. */
const RUN = 6;
/** A run found in more places than this is an idiom of the language, not a copy. */
const MOST_PLACES = 8;

type Place = { file: string; line: number };

/**
 * The lines of a file that say something, with their numbers: blank lines, comments, lines of
 * punctuation alone (`});`) and import statements (the same modules are imported everywhere) are
 * passed over, so six lines of a run are six lines of code.
 */
function sayingLines(text: string): { content: string; line: number }[] {
  const saying: { content: string; line: number }[] = [];
  let inImport = false;
  for (const [index, raw] of text.split('\n').entries()) {
    const content = raw.trim();
    if (inImport || /^import\b/.test(content)) {
      inImport = !/(^import\s+['"]|\bfrom\s+['"].*['"];?$)/.test(content);
      continue;
    }
    if (/^(\/\/|\/\*|\*)/.test(content) || !/[\p{L}\p{N}]/u.test(content)) continue;
    saying.push({ content, line: index + 1 });
  }
  return saying;
}

/**
 * The pairs of files (or two places of one file) that share a run of `RUN` lines, each trimmed
 * of its indentation: one entry a pair, `a.ts:10 ~ b.ts:40` naming the first run found.
 */
function copiedRuns(sources: Source[]): string[] {
  const places = new Map<string, Place[]>();
  for (const { file, text } of sources) {
    const lines = sayingLines(text);
    for (const [start, { line }] of lines.entries()) {
      if (start + RUN > lines.length) break;
      const runKey = lines
        .slice(start, start + RUN)
        .map(({ content }) => content)
        .join('\n');
      const found = places.get(runKey) ?? [];
      found.push({ file, line });
      places.set(runKey, found);
    }
  }

  const pairs = new Map<string, string>();
  for (const found of places.values()) {
    if (found.length < 2 || found.length > MOST_PLACES) continue;
    for (const [index, a] of found.entries()) {
      for (const b of found.slice(index + 1)) {
        // Within one file, overlapping windows of one run are not two places.
        if (a.file === b.file && Math.abs(a.line - b.line) < RUN) continue;
        const [first, second] = a.file <= b.file ? [a, b] : [b, a];
        const pair = `${first.file} ~ ${second.file}`;
        if (!pairs.has(pair))
          pairs.set(pair, `${first.file}:${first.line} ~ ${second.file}:${second.line}`);
      }
    }
  }
  return [...pairs.values()].sort();
}

const SOURCE = /\.(tsx?|m?js|css)$/;

describe('copies in the code', () => {
  it('no run of six lines of code stands in two places', () => {
    const sources: Source[] = ['src', 'server', 'contract', 'scripts', 'e2e', '.ci']
      .flatMap(filesUnder)
      .filter((file) => SOURCE.test(file))
      .map((file) => ({ file, text: textOf(file) }));
    expect(sources.length).toBeGreaterThan(500);
    expect(copiedRuns(sources)).toEqual([]);
  });

  const run = (first: string) =>
    [first, 'const b = a + 1;', 'if (b > 2) {', '  log(b);', '}', 'return b * 2;', 'use(b);'].join(
      '\n',
    );

  it('finds a run copied into another file, or twice into one, and names the first lines', () => {
    expect(
      copiedRuns([
        { file: 'a.ts', text: `export function f() {\n${run('const a = 1;')}\n}` },
        { file: 'b.ts', text: `// b\n\n${run('const a = 1;')}\n${run('const a = 1;')}` },
      ]),
    ).toEqual(['a.ts:2 ~ b.ts:3', 'b.ts:3 ~ b.ts:10']);
  });

  it('does not count blank lines, comments, imports or lone punctuation as lines of code', () => {
    const shared =
      "import { x } from 'x';\n// why\n\nconst a = 1;\n});\nconst b = 2;\n/* c */\nuse(a, b);";
    expect(
      copiedRuns([
        { file: 'a.ts', text: `${shared}\nfirst();` },
        { file: 'b.ts', text: `${shared}\nsecond();` },
      ]),
    ).toEqual([]);
  });

  it('reads Urdu lines as lines of code', () => {
    const months = ["'جنوری',", "'فروری',", "'مارچ',", "'اپریل',", "'مئی',", "'جون',"].join('\n');
    expect(
      copiedRuns([
        { file: 'a.ts', text: months },
        { file: 'b.test.ts', text: months },
      ]),
    ).toEqual(['a.ts:1 ~ b.test.ts:1']);
  });
});
