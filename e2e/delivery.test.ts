import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Project, Setting, SettingContents } from '@contract';
import { demoContent } from '../server/seed/content';
import { createTestApp, type TestApp } from '../server/test/testApp';
import { linksOf, metaOf, titleOf } from './support/head';
import { htmlTagOf } from './support/html';

/*
 * Caching, compression and link previews of the real production build, served by the real
 * server on demo content, as a client that runs no script (a crawler, a chat app's preview).
 */

const CLIENT_DIR = path.resolve(__dirname, '..', 'build', 'client');
const ORIGIN = 'https://trust.example.org';
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A first render loads the renderer and its chunks: seconds on a busy two-core machine.
jest.setTimeout(30_000);

const active = demoContent.projects.find(({ status }) => status === 'active')!;
const completed = demoContent.projects.find(({ status }) => status === 'completed')!;

describe('delivery of the production build', () => {
  let t: TestApp;
  let settings: Partial<SettingContents>;
  beforeAll(async () => {
    t = await createTestApp({ clientDir: CLIENT_DIR, seedDemo: true, env: { PUBLIC_URL: ORIGIN } });
    const list = (await t.inject({ url: '/api/v1/settings' })).json<Setting[]>();
    settings = Object.fromEntries(list.map(({ name, content }) => [name, content]));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const projectOf = async (projectId: string) =>
    (await t.inject({ url: `/api/v1/projects/${projectId}` })).json<Project>();

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

    it('sends the hashed scripts and styles the page names precompressed, cached for a year', async () => {
      const page = (await t.inject({ url: '/' })).body;
      const files = [...page.matchAll(/(?:src|href)="?(\/assets\/[^"\s>]+\.(?:js|css))/g)].map(
        (match) => match[1]!,
      );
      expect(files.length).toBeGreaterThan(1);
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
      expect(english).not.toMatch(/nastaliq/i);
      expect(english).not.toMatch(/rel="preload"[^>]*as="font"/);
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
      expect(metaOf(page, 'og:image')).toEqual([new URL(picture, ORIGIN).href]);
      expect(metaOf(page, 'twitter:card')).toEqual(['summary_large_image']);
      expect(metaOf(page, 'twitter:image')).toEqual(metaOf(page, 'og:image'));
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
        expect(metaOf(page, 'og:image')).toEqual([
          `${ORIGIN}/user/upload/ProjectPhoto/${encodeURIComponent(project.image)}`,
        ]);
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
