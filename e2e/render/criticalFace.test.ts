import path from 'node:path';
import { demoContent } from '../../server/seed/content';
import { faceJobs } from '../../server/fonts';
import { form } from '../../server/test/fixtures';
import { useTestApp } from '../../server/test/testApp';
import { textOf } from './support/html';

/*
 * The Urdu pages' critical faces (issue 30) with the production build on demo content: built
 * from what the server's render marks as the first screen's text, after the first visit and
 * after every edit, off the request path; checked here by shaping that text with HarfBuzz.
 */

const CLIENT_DIR = path.resolve(__dirname, '..', '..', 'build', 'client');
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Faces are seconds of HarfBuzz work each, more on a busy two-core machine.
jest.setTimeout(180_000);

const t = useTestApp({ clientDir: CLIENT_DIR, seedDemo: true }, { scope: 'all', timeout: 60_000 });
const jobs = faceJobs();
afterAll(() => jobs.close());

const page = async (url: string) => (await t.inject({ url })).body;
const fontPreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map(([, href]) => href);
const critical = (html: string) =>
  (/<html\b[^>]*>/.exec(html)?.[0] ?? '').includes(' data-critical-face');

/** The texts of the elements the page marks as its first screen's. */
function criticalTextsOf(html: string): string[] {
  const spans = [...html.matchAll(/<span class="critical-text">([^<]*)<\/span>/g)];
  const select = /<select[^>]*class="[^"]*critical-text[^"]*"[^>]*>([\s\S]*?)<\/select>/.exec(html);
  const options = [...(select?.[1] ?? '').matchAll(/<option[^>]*>([^<]*)<\/option>/g)];
  return [...spans, ...options].map(([, text = '']) => textOf(text));
}

/** The Urdu face's file in the build, as the stylesheet names it (the preload of a first visit). */
let urduFace: string;

async function expectCriticalFace(url: string) {
  await t.app.criticalFaces.settled();
  const html = await page(url);
  expect(critical(html)).toBe(true);
  const preloads = fontPreloads(html);
  expect(preloads).toEqual([expect.stringMatching(/^\/fonts\/critical\/[0-9a-f]{20}\.woff2$/)]);
  const href = preloads[0]!;
  expect(html).toContain(`font-family:'Nastaliq First Screen'`);
  expect(html).toContain(`url(${href}) format('woff2')`);
  const face = await t.inject({ url: href });
  expect(face.statusCode).toBe(200);
  expect(face.headers['content-type']).toBe('font/woff2');
  expect(face.headers['cache-control']).toBe(IMMUTABLE);
  const texts = criticalTextsOf(html);
  expect(await jobs.differences(urduFace, face.rawPayload, texts)).toEqual([]);
  return { href, texts, bytes: face.rawPayload.length };
}

describe('the critical face of an Urdu page', () => {
  it("is started by the page's first visit, which loads the full face, and used once built", async () => {
    const first = await page('/?lang=ur');
    expect(critical(first)).toBe(false);
    const [full] = fontPreloads(first);
    expect(full).toMatch(/^\/assets\/noto-nastaliq-urdu-urdu-400-normal\.[0-9a-f]+\.woff2$/);
    urduFace = path.join(CLIENT_DIR, full!);

    const { texts, bytes } = await expectCriticalFace('/?lang=ur');
    const hero = demoContent.settings.find(({ name }) => name === 'hero')!.content as {
      ur: { heading: string };
    };
    expect(texts).toEqual(expect.arrayContaining(hero.ur.heading.split('\n')));
    expect(texts).toEqual(expect.arrayContaining(['ہوم', 'منصوبے', 'عطیہ کریں']));
    expect(bytes).toBeLessThan(40_000);
  });

  it('is made for a project page from its title and first lines', async () => {
    const project = demoContent.projects.find(({ status }) => status === 'active')!;
    const url = `/projects/${project.projectId}?lang=ur`;
    await page(url);
    const { texts } = await expectCriticalFace(url);
    expect(texts).toEqual(expect.arrayContaining([project.titleUr]));
  });

  async function editHeroHeading(heading: string) {
    const hero = demoContent.settings.find(({ name }) => name === 'hero')!.content as {
      ur: { heading: string };
    };
    const edited = { ...hero, ur: { ...hero.ur, heading } };
    const answer = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: JSON.stringify([{ name: 'hero', content: edited }]) }),
    });
    expect(answer.statusCode).toBe(200);
  }

  it('follows an edit of the first screen: a visit before its new face is built gets the full face', async () => {
    const before = await expectCriticalFace('/?lang=ur');
    await editHeroHeading('ہر گھر کے لیے روشنی');

    // The old face cannot draw the new heading.
    const next = await page('/?lang=ur');
    expect(critical(next)).toBe(false);
    expect(fontPreloads(next)).toEqual([expect.stringMatching(/^\/assets\/noto-nastaliq-urdu/)]);

    const after = await expectCriticalFace('/?lang=ur');
    expect(after.href).not.toBe(before.href);
    expect(after.texts).toContain('ہر گھر کے لیے روشنی');
  });

  it('is built again after an edit before anyone visits, and the save does not wait for it', async () => {
    await expectCriticalFace('/?lang=ur');
    const version = t.app.criticalFaces.version;
    await editHeroHeading('امید کا چراغ ہر گھر میں');
    expect(t.app.criticalFaces.version).toBe(version);

    // Nobody visits: the server renders the page again itself and builds the face.
    for (let waited = 0; t.app.criticalFaces.version === version && waited < 120; waited += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const first = await page('/?lang=ur');
    expect(critical(first)).toBe(true);
    const { texts } = await expectCriticalFace('/?lang=ur');
    expect(texts).toContain('امید کا چراغ ہر گھر میں');
  });

  it("lets a system's own Noto Nastaliq Urdu draw first (iOS), in every Nastaliq face", async () => {
    await page('/?lang=ur');
    await expectCriticalFace('/?lang=ur');
    const html = await page('/?lang=ur');
    const LOCAL =
      "local('Noto Nastaliq Urdu'),local('NotoNastaliqUrdu-Regular'),local('NotoNastaliqUrdu')";
    const faces = [...html.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, face = '']) => face);
    const nastaliq = faces.filter((face) => /Nastaliq/.test(face));
    // The two of the stylesheet, and the critical face with its space-only twin.
    expect(nastaliq).toHaveLength(4);
    const bare = (text: string) => text.replace(/\s+/g, '');
    for (const face of nastaliq) expect(bare(face)).toContain(`src:${bare(LOCAL)},url(`);
  });

  it('is never part of an English page', async () => {
    await t.app.criticalFaces.settled();
    const english = await page('/');
    expect(critical(english)).toBe(false);
    expect(english).not.toContain('/fonts/critical/');
    expect(fontPreloads(english)).toEqual([]);
  });
});
