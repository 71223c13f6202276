import { statSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { FastifyBaseLogger } from 'fastify';
import { ur } from '../../src/shared/i18n/resources/ur';
import { demoContent } from '../seed/content';
import { criticalFaces } from './criticalFaces';
import { faceJobs } from './faceJobs';

/*
 * Critical faces built by the real worker thread with HarfBuzz from the site's Urdu face, and
 * checked there by shaping each piece of their text with them and with the full face.
 */

const URDU_FACE = path.resolve(
  __dirname,
  '../../src/app/styles/fonts/noto-nastaliq-urdu-urdu-400-normal.woff2',
);

// Each face is seconds of HarfBuzz work, more on a busy two-core machine.
jest.setTimeout(180_000);

const jobs = faceJobs();
afterAll(() => jobs.close());

function urduOf<Name extends 'hero' | 'banner'>(name: Name) {
  const setting = demoContent.settings.find((entry) => entry.name === name);
  return (setting?.content as { ur: Record<string, string> }).ur;
}

/** The demo home's first screen in Urdu: the header and navigation, the banner and the hero. */
const hero = urduOf('hero');
const banner = urduOf('banner');
const HOME = [
  ur.publicLayout.skipToContent,
  ...Object.values(ur.siteNav),
  ur.siteHeader.donate,
  ur.siteHeader.donorLogin,
  ur.language.label,
  'اردو',
  banner.heading!,
  banner.subHeading!,
  banner.action1!,
  banner.action2!,
  ...hero.heading!.split('\n'),
  hero.subHeading!,
  hero.action!,
];

/** A demo project's title and first lines. */
const project = demoContent.projects[0]!;
const PROJECT = [project.titleUr, project.projectDetailsUr.split('\n')[0]!, ur.projectCard.zakat];

/** Words the home's face was not built from, though its cmap holds every letter of them. */
const OTHER_WORDS = ['ہمارا تعارف', 'خدمت کرتے ہیں', 'تعلیمی وظائف'];

describe('a critical face', () => {
  it.each([
    ['home', HOME],
    ['project', PROJECT],
  ])(
    "of the demo's %s first screen draws each piece of it as the full face does, in a fraction of the bytes",
    async (_, texts) => {
      const face = await jobs.build(URDU_FACE, texts);

      expect(face.woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(face.pruned).toBe(true);
      expect(face.woff2.length).toBeLessThan(statSync(URDU_FACE).size * 0.4);
      expect(await jobs.differences(URDU_FACE, face.woff2, texts)).toEqual([]);
    },
  );

  it('can draw only the text it was built from: the comparison sees other words break', async () => {
    const face = await jobs.build(URDU_FACE, HOME);

    expect(await jobs.differences(URDU_FACE, face.woff2, OTHER_WORDS)).not.toEqual([]);
  });

  it('is refused for text with a letter the Urdu face lacks (another face would draw it)', async () => {
    await expect(jobs.build(URDU_FACE, ['ٱلله اکبر'])).rejects.toThrow(
      'U+0671 is not in the Urdu face',
    );
  });

  it('draws random Urdu text exactly as the full face does', async () => {
    const letters = [...'ابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھءیےآۓۂئ'];
    const word = fc
      .array(fc.constantFrom(...letters), { minLength: 1, maxLength: 7 })
      .map((characters) => characters.join(''));
    const text = fc.array(word, { minLength: 1, maxLength: 6 }).map((words) => words.join(' '));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 3 }), async (texts) => {
        const face = await jobs.build(URDU_FACE, texts);
        expect(await jobs.differences(URDU_FACE, face.woff2, texts)).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});

describe("the server's critical faces", () => {
  function recordingLog() {
    const lines: string[] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(String(args.at(-1))),
      warn: (...args: unknown[]) => lines.push(String(args.at(-1))),
    } as unknown as FastifyBaseLogger;
    return { log, lines };
  }

  it('are built off the request path, once, and named by their content once built', async () => {
    const { log, lines } = recordingLog();
    const faces = criticalFaces(log);
    try {
      // Asked first: none yet (the page loads the full face), and building has started.
      expect(faces.faceFor(URDU_FACE, PROJECT)).toBeUndefined();
      expect(faces.faceFor(URDU_FACE, [...PROJECT].reverse())).toBeUndefined();
      const before = faces.version;
      await faces.settled();

      const face = faces.faceFor(URDU_FACE, PROJECT);
      expect(face?.href).toMatch(/^\/fonts\/critical\/[0-9a-f]{20}\.woff2$/);
      expect(faces.version).toBe(before + 1);
      const file = faces.file(face!.href.split('/').pop()!);
      expect(file?.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(await jobs.differences(URDU_FACE, file!, PROJECT)).toEqual([]);
      // One build for the same texts in any order.
      expect(
        lines.filter((line) => line.startsWith('Built a critical Nastaliq face')),
      ).toHaveLength(1);
      expect(faces.file('0123456789abcdef0123.woff2')).toBeUndefined();
    } finally {
      await faces.close();
    }
  });

  it('fall back to the full face, and the log says why, when a face cannot be built', async () => {
    const { log, lines } = recordingLog();
    const faces = criticalFaces(log);
    try {
      expect(faces.faceFor(URDU_FACE, ['ٱلله اکبر'])).toBeUndefined();
      expect(faces.faceFor(path.join(__dirname, 'no-such-face.woff2'), PROJECT)).toBeUndefined();
      await faces.settled();

      expect(faces.faceFor(URDU_FACE, ['ٱلله اکبر'])).toBeUndefined();
      expect(faces.faceFor(path.join(__dirname, 'no-such-face.woff2'), PROJECT)).toBeUndefined();
      expect(lines).toEqual([
        expect.stringContaining('U+0671 is not in the Urdu face'),
        expect.stringMatching(/no-such-face\.woff2/),
      ]);
      // Refused once, not tried again on every visit.
      await faces.settled();
      expect(lines).toHaveLength(2);
    } finally {
      await faces.close();
    }
  });
});
