/**
 * `npm run urdu-font`: writes the Urdu subset of the Nastaliq face that Urdu pages preload
 * (src/app/styles/fonts/, committed) from @fontsource's Arabic-script file, and prints the two
 * `unicode-range` values src/app/styles/urdu.css declares: Urdu's characters in the subset, the
 * rest of the Arabic script in @fontsource's whole file (fetched only by a page that uses them).
 * Run it after upgrading @fontsource/noto-nastaliq-urdu, then paste the ranges.
 *
 * The subsetting is fontTools' pyftsubset (`apt-get install fonttools python3-brotli`): for this
 * face its woff2 is 101 KB where harfbuzz's (the subset-font package) is 115 KB. Every layout
 * feature is kept, so each Urdu word is drawn exactly as by the whole face.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  type CodePointRanges,
  fontFacesIn,
  parseUnicodeRange,
  rangesInclude,
} from '../server/pages';
import { runScript } from './lib/scriptExit';

const ROOT = path.resolve(__dirname, '..');
const FONTSOURCE = path.join(ROOT, 'node_modules/@fontsource/noto-nastaliq-urdu');
const SOURCE_FILE = 'files/noto-nastaliq-urdu-arabic-400-normal.woff2';
const URDU_FONT_FILE = path.join(
  ROOT,
  'src/app/styles/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2',
);

/**
 * What Urdu text needs: its alphabet (the Arabic letters it uses and its own ٹ پ چ ڈ ڑ ژ ک گ ں ھ
 * ہ ۂ ۃ ی ے ۓ), the space and no-break space between its words (so a word's gap is the face's own,
 * not the fallback font's), the vowel and hamza marks with the superscript alef, both sets of digits, its
 * punctuation (، ؛ ؟ ۔ ٪ ٫ ٬ ٭), the honorific signs and ligatures of religious text (ؐ ؑ ؒ ؓ ﷲ
 * ﷺ ﷽), tatweel, and the joiners and marks that shape a word (ZWNJ, ZWJ, LRM).
 */
const URDU =
  'U+0020, U+00A0, U+060C, U+0610-0615, U+061B, U+061F, U+0621-063A, U+0640-0655, U+0660-066D, U+0670, ' +
  'U+0679, U+067E, U+0686, U+0688, U+0691, U+0698, U+06A9, U+06AF, U+06BA, U+06BE, ' +
  'U+06C1-06C3, U+06CC, U+06D2-06D4, U+06F0-06F9, U+200C-200E, U+2010-2011, U+FDF2, U+FDFA, ' +
  'U+FDFD';

/**
 * The space and no-break space: in the file (every @fontsource subset carries them), though its
 * `unicode-range` leaves them to whichever face comes first.
 */
const SPACES: CodePointRanges = [
  [0x20, 0x20],
  [0xa0, 0xa0],
];

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

function formatRanges(ranges: CodePointRanges): string {
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}

function withoutRanges(from: CodePointRanges, remove: CodePointRanges): CodePointRanges {
  const left: CodePointRanges = [];
  for (const [first, last] of from) {
    let start: number | undefined;
    for (let codePoint = first; codePoint <= last + 1; codePoint += 1) {
      const keep = codePoint <= last && !rangesInclude(remove, codePoint);
      if (keep && start === undefined) start = codePoint;
      if (!keep && start !== undefined) {
        left.push([start, codePoint - 1]);
        start = undefined;
      }
    }
  }
  return left;
}

/** @fontsource's range for its Arabic-script file of the regular weight. */
function sourceRange(): CodePointRanges {
  const css = readFileSync(path.join(FONTSOURCE, '400.css'), 'utf8');
  const face = fontFacesIn(css).find(({ url }) => url?.endsWith(SOURCE_FILE));
  if (!face?.range) {
    throw new Error(`No face for ${SOURCE_FILE} in @fontsource/noto-nastaliq-urdu/400.css`);
  }
  return parseUnicodeRange(face.range);
}

async function main(): Promise<number> {
  const whole = sourceRange();
  const urdu = parseUnicodeRange(URDU);
  const outside = withoutRanges(urdu, [...whole, ...SPACES]);
  if (outside.length > 0) throw new Error(`Not in the face: ${formatRanges(outside)}`);

  const subset = spawnSync(
    'pyftsubset',
    [
      path.join(FONTSOURCE, SOURCE_FILE),
      `--unicodes=${URDU.replace(/\s/g, '')}`,
      '--layout-features=*',
      '--flavor=woff2',
      `--output-file=${URDU_FONT_FILE}`,
    ],
    { stdio: 'inherit' },
  );
  if (subset.status !== 0) {
    console.error('pyftsubset failed (fontTools: apt-get install fonttools python3-brotli)');
    return 1;
  }
  const kb = (file: string) => (statSync(file).size / 1000).toFixed(1);
  console.log(
    `${path.relative(ROOT, URDU_FONT_FILE)}: ${kb(URDU_FONT_FILE)} KB ` +
      `(the whole face ${kb(path.join(FONTSOURCE, SOURCE_FILE))} KB)\n\n` +
      `unicode-range of the Urdu face:\n  ${formatRanges(urdu)};\n\n` +
      `unicode-range of the rest of the Arabic script:\n  ${formatRanges(withoutRanges(whole, urdu))};`,
  );
  return 0;
}

if (require.main === module) runScript(main);
