import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { demoContent } from '../../server/seed/content';
import { form } from '../../server/test/fixtures';
import { useTestApp } from '../../server/test/testApp';
import { headingsOf, htmlTagOf } from './support/html';

/*
 * Rendered pages are kept per path and language until the content changes (the production
 * build on a demo-seeded temp DATA_DIR, as in renderedPages.test.ts).
 */

const CLIENT_DIR = path.resolve(__dirname, '..', '..', 'build', 'client');

const hero = demoContent.settings.find((entry) => entry.name === 'hero')!.content as {
  en: { heading: string };
  ur: { heading: string };
};
const shown = (heading: string) => heading.replace('\n', ' ');

const t = useTestApp({ clientDir: CLIENT_DIR, seedDemo: true }, { scope: 'all', timeout: 60_000 });

const page = (url: string, headers: Record<string, string> = {}) =>
  t.inject({ url, headers: { 'accept-language': 'en-GB', ...headers } });

describe('kept pages', () => {
  it('shows an admin edit on the next visit, in both languages', async () => {
    expect(headingsOf((await page('/')).body)).toContain(shown(hero.en.heading));
    expect(headingsOf((await page('/', { cookie: 'lang=ur' })).body)).toContain(
      shown(hero.ur.heading),
    );

    const edited = {
      ...hero,
      en: { ...hero.en, heading: 'Light for every home' },
      ur: { ...hero.ur, heading: 'ہر گھر کے لیے روشنی' },
    };
    const answer = await t.admin({
      method: 'PUT',
      url: '/api/v1/settings',
      payload: form({ json: JSON.stringify([{ name: 'hero', content: edited }]) }),
    });
    expect(answer.statusCode).toBe(200);

    expect(headingsOf((await page('/')).body)).toContain('Light for every home');
    expect(headingsOf((await page('/', { cookie: 'lang=ur' })).body)).toContain(
      'ہر گھر کے لیے روشنی',
    );
  });

  it('serves a link with tracking tags the same page, and ?lang=ur its own', async () => {
    const plain = await page('/contact-us');
    const tagged = await page('/contact-us?utm_source=whatsapp&fbclid=abc123');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).toBe(plain.body);
    expect(tagged.headers.etag).toBe(plain.headers.etag);

    const urdu = await page('/contact-us?lang=ur');
    expect(htmlTagOf(urdu.body)).toBe('<html lang="ur" dir="rtl">');
    expect(urdu.headers['set-cookie']).toContain('lang=ur');
    // The English visitor still gets English.
    expect(htmlTagOf((await page('/contact-us')).body)).toBe('<html lang="en" dir="ltr">');
  });

  it('sends the same page plain, brotli or gzip, with one ETag', async () => {
    const project = demoContent.projects[0]!.projectId;
    const plain = await page(`/projects/${project}`, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await page(`/projects/${project}`, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(decode(answer.rawPayload).toString()).toBe(plain.body);
      expect(answer.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('keeps no unknown page: each answers 404', async () => {
    for (let round = 0; round < 2; round += 1) {
      const answer = await page('/no-such-page-at-all');
      expect(answer.statusCode).toBe(404);
      expect(headingsOf(answer.body)).toContain('404');
    }
  });
});
