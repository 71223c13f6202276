import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Project } from '@contract/content';
import type { Setting, SettingContents } from '@contract/settings';
import { create as openFont, type Font } from 'fontkit';
import sharp from 'sharp';
import {
  type CodePointRanges,
  fontFacesIn,
  parseUnicodeRange,
  rangesInclude,
} from '../../server/pages';
import { demoContent } from '../../server/seed/content';
import { ur } from '../../src/shared/i18n/resources/ur';
import { useTestApp } from '../../server/test/testApp';
import { linksOf, metaOf, titleOf } from './support/head';
import { htmlTagOf, stateScriptOf } from './support/html';

/*
 * Caching, compression and link previews of the real production build, served by the real
 * server on demo content, as a client that runs no script (a crawler, a chat app's preview).
 */

const CLIENT_DIR = path.resolve(__dirname, '..', '..', 'build', 'client');
const ORIGIN = 'https://trust.example.org';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A first render loads the renderer and its chunks: seconds on a busy two-core machine.
jest.setTimeout(30_000);

const active = demoContent.projects.find(({ status }) => status === 'active')!;
const completed = demoContent.projects.find(({ status }) => status === 'completed')!;

describe('delivery of the production build', () => {
  const t = useTestApp(
    { clientDir: CLIENT_DIR, seedDemo: true, env: { PUBLIC_URL: ORIGIN } },
    { scope: 'all', timeout: 60_000 },
  );
  let settings: Partial<SettingContents>;
  beforeAll(async () => {
    const list = (await t.inject({ url: '/api/v1/settings' })).json<Setting[]>();
    settings = Object.fromEntries(list.map(({ name, content }) => [name, content]));
  }, 60_000);

  const projectOf = async (projectId: string) =>
    (await t.inject({ url: `/api/v1/projects/${projectId}` })).json<Project>();

  /** og:image names the picture's JPEG copy, which is served as the tags describe it. */
  async function expectJpegPreview(page: string, picture: string) {
    const shared = new URL(picture.replace(/-\d+x\d+\.[a-z]+$/, '-share.jpg'), ORIGIN).href;
    expect(metaOf(page, 'og:image')).toEqual([shared]);
    expect(metaOf(page, 'twitter:image')).toEqual([shared]);
    expect(metaOf(page, 'og:image:type')).toEqual(['image/jpeg']);
    expect(metaOf(page, 'og:image:alt')).toEqual(metaOf(page, 'og:title'));
    const answer = await t.inject({ url: new URL(shared).pathname });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    const { format, width, height } = await sharp(answer.rawPayload).metadata();
    expect({ format, width: String(width), height: String(height) }).toEqual({
      format: 'jpeg',
      width: metaOf(page, 'og:image:width')[0],
      height: metaOf(page, 'og:image:height')[0],
    });
  }

  describe('caching and compression', () => {
    it('sends rendered pages compressed, revalidated every time, and 304 when unchanged', async () => {
      const page = await t.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(String(page.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
        expect.arrayContaining(['cookie', 'accept-language', 'accept-encoding']),
      );
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
      const etag = String(page.headers.etag);
      expect(etag).toMatch(/^W\/"/);

      const again = await t.inject({ url: '/', headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);

      // The same address in Urdu is another page.
      const urdu = await t.inject({
        url: '/',
        headers: { cookie: 'lang=ur', 'if-none-match': etag },
      });
      expect(urdu.statusCode).toBe(200);
      expect(urdu.headers.etag).not.toBe(etag);
    });

    // The sections below the home's first screen fetch their own answers: the settings alone.
    const SETTINGS = ['getSettings(undefined)'];
    it.each([
      ['the home page', '/', SETTINGS],
      ['a project page', `/projects/${active.projectId}`, expect.arrayContaining(SETTINGS)],
      ['the Urdu home page', '/?lang=ur', SETTINGS],
    ])('sends %s with its own styles and its first answers', async (_, url, answers) => {
      const page = await t.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      const html = brotliDecompressSync(page.rawPayload).toString();
      const css = /<style data-href="\/assets\/[^"]+\.css">([^<]*)<\/style>/.exec(html)?.[1];
      // The rules of its own markup (the whole sheet holds every page's), without spare spaces.
      expect(css).toContain('.site-header{');
      expect(css).not.toContain('.pledge-form');
      expect(css).not.toMatch(/\/\*|\n/);
      const state = JSON.parse(stateScriptOf(html)) as { api: { queries: object } };
      expect(Object.keys(state.api.queries)).toEqual(answers);
    });

    it.each([
      ['the home page', '/'],
      ['a project page', `/projects/${active.projectId}`],
    ])('sends %s within what a new connection first carries', async (_, url) => {
      const page = await t.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      // Ten TCP segments (14,600 bytes) with the headers, the status line and those a browser's
      // connection adds (a date, keep-alive): no second round trip before the browser can ask
      // for the first screen's picture (docs/performance.md).
      const headers = Object.entries(page.headers).map(([name, value]) => `${name}: ${value}\r\n`);
      const connection = 'HTTP/1.1 200 OK\r\nDate: Sun, 29 Nov 2026 03:20:05 GMT\r\n'.length + 50;
      const sent = page.rawPayload.length + headers.join('').length + connection;
      expect(sent).toBeLessThanOrEqual(14_600);
    });

    it('sends the hashed scripts and styles pages name precompressed, cached for a year', async () => {
      // A rendered page names its scripts in its boot loader; the plain shell links both.
      const page = (await t.inject({ url: '/' })).body;
      const shell = (await t.inject({ url: '/index.html' })).body;
      const booted = /data-scripts="([^"]+)"/.exec(page)?.[1]?.split(' ') ?? [];
      const linked = [...shell.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)].map(
        (match) => match[1]!,
      );
      expect(booted.length).toBeGreaterThan(1);
      expect(linked.filter((file) => file.endsWith('.css')).length).toBeGreaterThan(0);
      const files = [...new Set([...booted, ...linked])];
      for (const file of files) {
        const answer = await t.inject({ url: file, headers: { 'accept-encoding': 'gzip, br' } });
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cache-control']).toBe(IMMUTABLE);
        expect(answer.headers['content-encoding']).toBe('br');
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
      }
    });

    it('sends uploaded pictures uncompressed, cached for a year', async () => {
      const { image } = await projectOf(active.projectId);
      const answer = await t.inject({
        url: `/user/upload/ProjectPhoto/${encodeURIComponent(image)}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^image\//);
      expect(answer.headers['cache-control']).toBe(IMMUTABLE);
      expect(answer.headers['content-encoding']).toBeUndefined();
    });

    it('never asks for the Urdu font in an English page', async () => {
      const english = (await t.inject({ url: `/projects/${active.projectId}` })).body;
      // The inlined stylesheet declares the face; only a page that shows Urdu makes it load.
      expect(english).not.toMatch(/<link\b[^>]*nastaliq/i);
      expect(english).not.toMatch(/rel="preload"[^>]*as="font"/);
    });

    it.each([
      ['?lang=ur', {}],
      ['', { cookie: 'lang=ur' }],
      ['', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }],
    ])(
      'preloads the one Urdu font file an Urdu page starts with (%s %j)',
      async (query, headers) => {
        const urdu = (await t.inject({ url: `/projects/${active.projectId}${query}`, headers }))
          .body;
        const preloads = [...urdu.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(
          ([tag]) => tag,
        );
        expect(preloads).toHaveLength(1);
        expect(preloads[0]).toMatch(/ type="font\/woff2" crossorigin /);
        const href = /href="([^"]+)"/.exec(preloads[0] ?? '')?.[1] ?? '';
        const font = await t.inject({ url: href });
        expect(font.statusCode).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
        // The page's first visit starts its critical face; until that is built (the first of
        // these visits), the page starts with the Urdu face (criticalFace.test.ts: after).
        if (/<html\b[^>]*>/.exec(urdu)?.[0].includes(' data-critical-face')) {
          expect(href).toMatch(/^\/fonts\/critical\/[0-9a-f]+\.woff2$/);
          return;
        }
        expect(href).toMatch(/^\/assets\/noto-nastaliq-urdu-urdu-400-normal\.[0-9a-f]+\.woff2$/);
        // The very file the build's stylesheet asks for, so the browser downloads it once.
        const shell = (await t.inject({ url: '/index.html' })).body;
        const css = /<link href="?(\/assets\/[^"\s>]+\.css)/.exec(shell)?.[1] ?? '';
        expect(css).not.toBe('');
        expect((await t.inject({ url: css })).body).toContain(`url(${href})`);
      },
    );
  });

  describe('the Urdu font', () => {
    type Face = { file: string; range: CodePointRanges; characters: number[] };
    let faces: Face[];
    beforeAll(async () => {
      const shell = (await t.inject({ url: '/index.html' })).body;
      const cssPath = /<link href="?(\/assets\/[^"\s>]+\.css)/.exec(shell)?.[1] ?? '';
      const css = (await t.inject({ url: cssPath })).body;
      faces = [];
      for (const { url: file = '', range } of fontFacesIn(css)) {
        const font = openFont((await t.inject({ url: file })).rawPayload) as Font;
        faces.push({
          file,
          range: parseUnicodeRange(range),
          // What the file draws, apart from controls and cmap's end marker.
          characters: font.characterSet.filter((code) => code >= 0x20 && code !== 0xffff),
        });
      }
    }, 60_000);

    const inRange = (face: Face) => (code: number) => rangesInclude(face.range, code);

    it('is two files: the smaller draws exactly what its range names, spaces included', () => {
      expect(faces.map(({ file }) => file)).toEqual([
        expect.stringMatching(/^\/assets\/noto-nastaliq-urdu-urdu-400-normal\.\w+\.woff2$/),
        expect.stringMatching(/^\/assets\/noto-nastaliq-urdu-arabic-400-normal\.\w+\.woff2$/),
      ]);
      const [urdu, rest] = faces as [Face, Face];
      expect(urdu.characters).toEqual(expect.arrayContaining([0x20, 0xa0]));
      // A code point the range names but the file lacks would be an empty box: none.
      const named = urdu.range.flatMap(([first, last]) =>
        Array.from({ length: last - first + 1 }, (_, index) => first + index),
      );
      expect(urdu.characters).toEqual(named);
      // The rest of the Arabic script comes from the whole face: no character both claim, and
      // every one the whole face draws is in one range or the other.
      expect(named.filter(inRange(rest))).toEqual([]);
      expect(
        rest.characters.filter((code) => !inRange(urdu)(code) && !inRange(rest)(code)),
      ).toEqual([]);
    });

    it("covers every Urdu character of the site's texts and the demo content, in two thirds of the bytes", async () => {
      const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;
      const used = new Set(
        `${JSON.stringify(ur)}${JSON.stringify(demoContent)}`
          .match(arabicScript)
          ?.map((character) => character.codePointAt(0)!),
      );
      expect(used.size).toBeGreaterThan(40);
      expect([...used].filter((code) => !inRange(faces[0]!)(code))).toEqual([]);

      const size = async (file: string) => (await t.inject({ url: file })).rawPayload.length;
      const [urdu, whole] = [await size(faces[0]!.file), await size(faces[1]!.file)];
      expect(urdu).toBeLessThanOrEqual(whole * 0.67);
    });
  });

  describe('link previews', () => {
    it('describes the home page with the organisation, in English by default', async () => {
      const page = (await t.inject({ url: '/' })).body;
      const name = settings.site!.name.en;

      expect(titleOf(page)).toBe(name);
      expect(metaOf(page, 'og:title')).toEqual([name]);
      expect(metaOf(page, 'og:site_name')).toEqual([name]);
      expect(metaOf(page, 'description')).toEqual([settings.hero!.en.subHeading]);
      expect(metaOf(page, 'og:description')).toEqual([settings.hero!.en.subHeading]);
      expect(metaOf(page, 'og:type')).toEqual(['website']);
      expect(metaOf(page, 'og:url')).toEqual([`${ORIGIN}/`]);
      expect(metaOf(page, 'og:locale')).toEqual(['en_US']);
      expect(linksOf(page, 'canonical')).toEqual([`${ORIGIN}/`]);
      expect(linksOf(page, 'alternate', 'en')).toEqual([`${ORIGIN}/`]);
      expect(linksOf(page, 'alternate', 'ur')).toEqual([`${ORIGIN}/?lang=ur`]);
      expect(linksOf(page, 'alternate', 'x-default')).toEqual([`${ORIGIN}/`]);
      const picture = settings.banner!.image;
      expect(picture).not.toBe('');
      await expectJpegPreview(page, picture);
      expect(metaOf(page, 'twitter:card')).toEqual(['summary_large_image']);
    });

    it('describes the home page in Urdu at ?lang=ur, and keeps the visitor in Urdu', async () => {
      const answer = await t.inject({ url: '/?lang=ur', headers: { cookie: 'lang=en' } });
      const page = answer.body;

      expect(htmlTagOf(page)).toBe('<html lang="ur" dir="rtl">');
      expect(String(answer.headers['set-cookie'])).toMatch(
        /^lang=ur; Path=\/; Max-Age=\d+; SameSite=Lax$/,
      );
      expect(metaOf(page, 'og:title')).toEqual([settings.site!.name.ur]);
      expect(metaOf(page, 'description')).toEqual([settings.hero!.ur.subHeading]);
      expect(metaOf(page, 'og:locale')).toEqual(['ur_PK']);
      expect(metaOf(page, 'og:locale:alternate')).toEqual(['en_US']);
      expect(linksOf(page, 'canonical')).toEqual([`${ORIGIN}/?lang=ur`]);
    });

    it.each([
      ['projects', active],
      ['activities', completed],
    ])(
      "describes /%s/{projectId} with the project's title, summary and photo",
      async (kind, demo) => {
        const project = await projectOf(demo.projectId);
        const page = (await t.inject({ url: `/${kind}/${demo.projectId}` })).body;
        const address = `${ORIGIN}/${kind}/${demo.projectId}`;

        expect(metaOf(page, 'og:title')).toEqual([project.title]);
        expect(metaOf(page, 'twitter:title')).toEqual([project.title]);
        expect(metaOf(page, 'og:type')).toEqual(['article']);
        const [description = ''] = metaOf(page, 'description');
        expect(description.length).toBeGreaterThan(40);
        expect(description.length).toBeLessThanOrEqual(160);
        expect(project.projectDetails.replace(/\s+/g, ' ')).toContain(
          description.replace(/…$/, ''),
        );
        expect(metaOf(page, 'og:description')).toEqual([description]);
        await expectJpegPreview(page, `/user/upload/ProjectPhoto/${project.image}`);
        expect(metaOf(page, 'og:url')).toEqual([address]);
        expect(linksOf(page, 'canonical')).toEqual([address]);
        expect(linksOf(page, 'alternate', 'ur')).toEqual([`${address}?lang=ur`]);
        // One description only: the template's generic one gave way.
        expect(page.match(/<meta name="description"/g)).toHaveLength(1);
      },
    );

    it('tells search engines not to index a page that does not exist', async () => {
      for (const url of ['/no-such-page', '/projects/no-such-project']) {
        const answer = await t.inject({ url });
        expect(answer.statusCode).toBe(404);
        expect(metaOf(answer.body, 'robots')).toEqual(['noindex']);
        expect(metaOf(answer.body, 'og:title')).toEqual([]);
        expect(linksOf(answer.body, 'canonical')).toEqual([]);
      }
    });
  });
});
