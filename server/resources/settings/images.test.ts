import fc from 'fast-check';
import { useTestApp } from '../../test/testApp';
import { form } from '../../test/fixtures';
import {
  browserScheme,
  dangerousUrl,
  httpUrl,
  urlishText,
} from '../../test/hostile/urlArbitraries';

/*
 * The logo and banner images of the settings are shown as <img src>: only a path on this site or
 * an absolute http(s) URL is stored. Anything else is refused with a 400 naming the field, and
 * nothing is written.
 */

const t = useTestApp({}, { scope: 'all' });

type Entry = { name: string; content: Record<string, unknown> };
type ImageSetting = 'logo' | 'banner';

const BANNER = {
  show: true,
  actionLink1: '',
  actionLink2: '',
  en: { heading: 'Banner', subHeading: '', action1: '', action2: '' },
  ur: { heading: 'بینر', subHeading: '', action1: '', action2: '' },
};

const contentWith = (name: ImageSetting, image: string) =>
  name === 'logo' ? { image } : { ...BANNER, image };

const putImage = (name: ImageSetting, image: string) =>
  t.admin({
    method: 'PUT',
    url: '/api/v1/settings',
    payload: form({ json: JSON.stringify([{ name, content: contentWith(name, image) }]) }),
  });

/** The rows as stored, read from the database itself. */
async function storedRows(): Promise<Record<string, string>> {
  const rows = await t.app.db.selectFrom('settings').select(['name', 'content']).execute();
  return Object.fromEntries(rows.map((row) => [row.name, row.content]));
}

async function storedImage(name: ImageSetting): Promise<unknown> {
  const list = (await t.inject({ url: '/api/v1/settings' })).json<Entry[]>();
  return list.find((entry) => entry.name === name)?.content.image;
}

const message = (name: ImageSetting) =>
  `${name}.image must be a path on this site (starting with /) or an http(s) URL`;

describe.each<ImageSetting>(['logo', 'banner'])('the %s image', (name) => {
  it.each([
    '/user/upload/Logo/3f2a-120x40.webp',
    '/images/logo.png',
    '/',
    'https://cdn.example.org/trust/logo.png?v=2#top',
    'HTTP://Example.org/a%20b.png',
    'http://[::1]:8080/logo.gif',
    '',
  ])('stores %j as sent', async (image) => {
    const answer = await putImage(name, image);
    expect(answer.statusCode).toBe(200);
    expect(await storedImage(name)).toBe(image);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    'ftp://example.org/logo.png',
    '//evil.example/logo.png',
    '/\\evil.example/logo.png',
    '/user/upload\\..\\logo.png',
    'https:///evil.example/logo.png',
    'https://',
    'user/upload/Logo/logo.png',
    '/user/upload/Logo/my logo.png',
    ' /user/upload/Logo/logo.png',
    '/user/upload/Logo/logo.png\n',
    '/user/upload/Logo/\u0000logo.png',
    '/user/upload/Logo/logo\u0085.png',
    'https://example.org/\tlogo.png',
  ])('refuses %j with 400, storing nothing', async (image) => {
    await putImage(name, '/user/upload/before.png');
    const before = await storedRows();
    const answer = await putImage(name, image);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      statusCode: 400,
      message: message(name),
      field: `${name}.image`,
    });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses an image address over 2048 characters', async () => {
    const before = await storedRows();
    const answer = await putImage(name, `https://example.org/${'a'.repeat(2048)}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message: `${name}.image must have at most 2048 characters`,
      field: `${name}.image`,
    });
    expect(await storedRows()).toEqual(before);
  });

  it('refuses every disguised javascript:, data: and vbscript: link', async () => {
    await putImage(name, '/user/upload/before.png');
    const before = await storedRows();
    await fc.assert(
      fc.asyncProperty(dangerousUrl, async (image) => {
        const answer = await putImage(name, image);
        expect([image, answer.statusCode, answer.json<{ field?: string }>().field]).toEqual([
          image,
          400,
          `${name}.image`,
        ]);
      }),
      { numRuns: 300 },
    );
    expect(await storedRows()).toEqual(before);
  }, 60_000);

  it('stores from link-like text only what a browser reads as a site path or http(s)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(urlishText, httpUrl), async (image) => {
        await putImage(name, '/user/upload/before.png');
        const answer = await putImage(name, image);
        expect([image, answer.statusCode === 200 || answer.statusCode === 400]).toEqual([
          image,
          true,
        ]);
        const stored = await storedImage(name);
        if (typeof stored !== 'string' || stored === '' || /^\/(?![/\\])/.test(stored)) return;
        expect([image, browserScheme(stored)]).toEqual([image, expect.stringMatching(/^https?$/)]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('the banner image sent as a bare file name', () => {
  it('keeps the stored image', async () => {
    await putImage('banner', '/user/upload/Banner/kept-1600x600.webp');
    const answer = await putImage('banner', 'kept-1600x600.webp');
    expect(answer.statusCode).toBe(200);
    expect(await storedImage('banner')).toBe('/user/upload/Banner/kept-1600x600.webp');
  });

  it.each(['javascript:alert(1)', 'javascript&colon;alert(1)', 'data%3Atext/html', 'a b.png'])(
    'refuses %j, which is no file name',
    async (image) => {
      const before = await storedRows();
      const answer = await putImage('banner', image);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ message: message('banner'), field: 'banner.image' });
      expect(await storedRows()).toEqual(before);
    },
  );
});
