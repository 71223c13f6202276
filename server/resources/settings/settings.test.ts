import { SETTING_NAMES } from '@contract/settings';
import { UPLOAD_MESSAGES } from '@contract/uploads';
import { sql } from 'kysely';
import { ADMIN, TEST_DATABASE_URL, useTestApp } from '../../test/testApp';
import { form, makeGif, makeJpeg, makePng, makeWebp } from '../../test/fixtures';
import { storedFilesOf } from '../../media';

const t = useTestApp();

type Entry = { id: number; name: string; content: Record<string, unknown> };

const put = (payload: FormData) => t.admin({ method: 'PUT', url: '/api/v1/settings', payload });

async function current(): Promise<Record<string, Record<string, unknown>>> {
  const list = (await t.inject({ url: '/api/v1/settings' })).json<Entry[]>();
  return Object.fromEntries(list.map((entry) => [entry.name, entry.content]));
}

const HERO = {
  show: true,
  en: { heading: 'Hello', subHeading: '', action: 'Give' },
  ur: { heading: 'سلام', subHeading: '', action: '' },
};

const banner = (image: string) => ({
  show: true,
  image,
  actionLink1: 'https://example.org/donate',
  actionLink2: '',
  en: { heading: 'Banner', subHeading: 'Sub', action1: 'Give', action2: '' },
  ur: { heading: 'بینر', subHeading: '', action1: '', action2: '' },
  previewBannerUrl: 'blob:local-only',
});

describe('GET /api/v1/settings', () => {
  it('answers every setting, uncompressed, with a Content-Length', async () => {
    const answer = await t.inject({
      url: '/api/v1/settings',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    const list = answer.json<Entry[]>();
    expect(list.map((entry) => entry.name).sort()).toEqual([...SETTING_NAMES].sort());
    expect(list.find((entry) => entry.name === 'theme')?.content).toEqual({ color: 'green' });
    expect(list.find((entry) => entry.name === 'news')?.content).toEqual({ show: true });
  });
});

describe('PUT /api/v1/settings', () => {
  it('writes the entries and answers the full new list', async () => {
    const answer = await put(
      form({
        json: JSON.stringify([
          { name: 'theme', content: { color: 'purple' } },
          { id: 999, name: 'news', content: { show: false } },
        ]),
      }),
    );
    expect(answer.statusCode).toBe(200);
    const list = answer.json<Entry[]>();
    expect(list).toHaveLength(SETTING_NAMES.length);
    const settings = await current();
    expect(settings.theme).toEqual({ color: 'purple' });
    expect(settings.news).toEqual({ show: false });
  });

  it('saves a new logo from an entry with only its name and the file in field image', async () => {
    const answer = await put(
      form({ json: JSON.stringify([{ name: 'logo' }]) }, { image: { data: await makeGif() } }),
    );
    expect(answer.statusCode).toBe(200);
    const logo = (await current()).logo as { image: string };
    expect(logo.image).toMatch(/^\/user\/upload\/Logo\/[0-9a-f-]{36}-10x10\.webp$/);
    // The logo and its JPEG copy for link previews.
    expect(t.filesOf('logo')).toEqual(
      storedFilesOf('logo', logo.image.split('/').pop() ?? '').sort(),
    );
    expect((await t.inject({ url: logo.image })).headers['content-type']).toBe('image/webp');

    await put(
      form({ json: JSON.stringify([{ name: 'logo' }]) }, { image: { data: await makePng() } }),
    );
    const replaced = (await current()).logo as { image: string };
    expect(replaced.image).not.toBe(logo.image);
    // The old logo stays stored beside it: the entry's earlier version names it (server/versions).
    expect(t.filesOf('logo')).toEqual(
      [logo.image, replaced.image]
        .flatMap((url) => storedFilesOf('logo', url.split('/').pop() ?? ''))
        .sort(),
    );
  });

  it('asks for the file when the logo entry has no content and no file came', async () => {
    const answer = await put(form({ json: JSON.stringify([{ name: 'logo' }]) }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'image is required', field: 'image' });
  });

  it('refuses a WebP logo with the JPEG, PNG, GIF message', async () => {
    const answer = await put(
      form({ json: JSON.stringify([{ name: 'logo' }]) }, { image: { data: await makeWebp() } }),
    );
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ message: UPLOAD_MESSAGES.jpegPngGif, field: 'image' });
    expect(t.filesOf('logo')).toEqual([]);
  });

  it('keeps the stored banner image for a bare file name, and replaces it with a new file', async () => {
    await put(
      form(
        { json: JSON.stringify([{ name: 'banner', content: banner('') }]) },
        { bannerImage: { data: await makeJpeg() } },
      ),
    );
    const first = (await current()).banner as { image: string };
    expect(first.image).toMatch(/^\/user\/upload\/Banner\/.+-10x10\.webp$/);
    expect(first).not.toHaveProperty('previewBannerUrl');
    const bare = first.image.split('/').pop() ?? '';

    const kept = await put(
      form({
        json: JSON.stringify([
          {
            name: 'banner',
            content: { ...banner(bare), en: { ...banner('').en, heading: 'New' } },
          },
        ]),
      }),
    );
    expect(kept.statusCode).toBe(200);
    const second = (await current()).banner as { image: string; en: { heading: string } };
    expect(second.image).toBe(first.image);
    expect(second.en.heading).toBe('New');
    expect(t.filesOf('banner')).toEqual(storedFilesOf('banner', bare).sort());

    await put(
      form(
        { json: JSON.stringify([{ name: 'banner', content: banner(bare) }]) },
        { bannerImage: { data: await makeWebp() } },
      ),
    );
    const third = (await current()).banner as { image: string };
    expect(third.image).toMatch(/^\/user\/upload\/Banner\/.+-10x10\.webp$/);
    // The replaced one stays stored for the entry's earlier version (server/versions).
    expect(t.filesOf('banner')).toEqual(
      [bare, third.image.split('/').pop() ?? '']
        .flatMap((name) => storedFilesOf('banner', name))
        .sort(),
    );
  });

  it('writes nothing and keeps no new file when one entry is invalid', async () => {
    const before = await current();
    const answer = await put(
      form(
        {
          json: JSON.stringify([
            { name: 'theme', content: { color: 'red' } },
            { name: 'logo' },
            {
              name: 'socials',
              content: { facebook: 'javascript:alert(1)', twitter: '', linkedIn: '' },
            },
          ]),
        },
        { image: { data: await makePng() }, bannerImage: { data: await makeJpeg() } },
      ),
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ field: 'socials.facebook' });
    expect(await current()).toEqual(before);
    expect(t.filesOf('logo')).toEqual([]);
    expect(t.filesOf('banner')).toEqual([]);
  });

  it('rolls back entries already written when a later write fails', async () => {
    const before = await current();
    // The database refuses the logo row, which is written after the theme.
    const refuseLogo = TEST_DATABASE_URL
      ? [
          `CREATE FUNCTION refuse_logo() RETURNS trigger AS $$ BEGIN
             IF NEW.name = 'logo' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$
           LANGUAGE plpgsql`,
          `CREATE TRIGGER refuse_logo BEFORE UPDATE ON settings
           FOR EACH ROW EXECUTE FUNCTION refuse_logo()`,
        ]
      : [
          `CREATE TRIGGER refuse_logo BEFORE UPDATE ON settings WHEN NEW.name = 'logo'
           BEGIN SELECT RAISE(ABORT, 'refused'); END`,
        ];
    for (const statement of refuseLogo) await sql.raw(statement).execute(t.app.db);

    const answer = await put(
      form(
        { json: JSON.stringify([{ name: 'theme', content: { color: 'red' } }, { name: 'logo' }]) },
        { image: { data: await makePng() } },
      ),
    );
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ message: 'Something went wrong on the server' });
    expect(t.filesOf('logo')).toEqual([]);
    expect(await current()).toEqual(before);
  });

  it.each([
    [JSON.stringify([{ name: 'unknown', content: {} }]), 'json', 'Unknown setting name "unknown"'],
    ['{not json', 'json', 'json must be a JSON list of {name, content} entries'],
    [
      JSON.stringify({ name: 'theme' }),
      'json',
      'json must be a JSON list of {name, content} entries',
    ],
    [JSON.stringify([{ name: 'theme', content: { color: 'pink' } }]), 'theme.color', undefined],
    [
      JSON.stringify([{ name: 'hero', content: { ...HERO, show: 'yes' } }]),
      'hero.show',
      'hero.show must be true or false',
    ],
    [
      JSON.stringify([{ name: 'hero', content: { show: true, en: HERO.en } }]),
      'hero.ur',
      'hero.ur is required',
    ],
  ])('refuses json %s with 400', async (json, field, message) => {
    const answer = await put(form({ json }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject(message ? { field, message } : { field });
  });

  describe('the trust', () => {
    const trust = (changes: Record<string, unknown> = {}) => ({
      address: { en: '1 Main Road, Hyderabad', ur: '۱ مین روڈ، حیدرآباد' },
      pan: 'AABTR1234C',
      upiId: 'roshni.trust@example',
      upiPayee: 'Roshni Welfare Trust',
      registrations: [
        { kind: '80g', number: 'AABTR1234CF20224', validFrom: '2022-04-01', validUntil: '' },
      ],
      ...changes,
    });
    // The Owner's password again: the UPI ID, payee and PAN change (trust.test.ts).
    const putTrust = (content: unknown) =>
      put(form({ json: JSON.stringify([{ name: 'trust', content }]), password: ADMIN.password }));

    it('keeps its address, PAN, UPI ID and registrations', async () => {
      expect((await putTrust(trust())).statusCode).toBe(200);
      expect((await current()).trust).toEqual(trust());
    });

    it.each([
      ['a PAN of the wrong shape', { pan: 'AABTR12345' }, 'trust.pan'],
      ['a UPI ID without its provider', { upiId: 'roshni.trust' }, 'trust.upiId'],
      [
        'a registration listed twice',
        {
          registrations: [
            { kind: '12a', number: 'A1', validFrom: '', validUntil: '' },
            { kind: '12a', number: 'A2', validFrom: '', validUntil: '' },
          ],
        },
        'trust.registrations.1.kind',
      ],
      [
        'a registration ending before it starts',
        {
          registrations: [
            { kind: '80g', number: 'A1', validFrom: '2024-04-01', validUntil: '2024-03-31' },
          ],
        },
        'trust.registrations.0.validUntil',
      ],
      [
        'a registration without a number',
        { registrations: [{ kind: 'fcra', number: ' ', validFrom: '', validUntil: '' }] },
        'trust.registrations.0.number',
      ],
    ])('refuses %s and keeps what was stored', async (_case, changes, field) => {
      await putTrust(trust());
      const answer = await putTrust(trust(changes));
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ field: string }>().field).toBe(field);
      expect((await current()).trust).toEqual(trust());
    });
  });

  it('requires the json field', async () => {
    const answer = await put(form({}));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'json is required', field: 'json' });
  });
});
