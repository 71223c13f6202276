import { gunzipSync } from 'node:zlib';
import { useTestApp } from '../test/testApp';
import { form, makePng } from '../test/fixtures';
import { ifNoneMatchHits } from './etag';

// Seeding generates the demo images: slow on a busy machine.
const t = useTestApp({ seedDemo: true }, { scope: 'all', timeout: 60_000 });

const PUBLIC_READS = [
  '/api/v1/settings',
  '/api/v1/projects?page=1&limit=3&status=active',
  '/api/v1/news?page=1&limit=3',
  '/api/v1/partners',
];

async function etagOf(url: string): Promise<string> {
  const answer = await t.inject({ url });
  expect(answer.statusCode).toBe(200);
  return String(answer.headers.etag);
}

describe('ETags on public API reads', () => {
  it.each(PUBLIC_READS)(
    '%s carries a weak ETag, must be revalidated, and answers 304',
    async (url) => {
      const first = await t.inject({ url });
      expect(first.statusCode).toBe(200);
      expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await t.inject({
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload).toHaveLength(0);
      expect(again.headers.etag).toBe(first.headers.etag);
    },
  );

  it('compares weakly: a strong form, a list and * all match', async () => {
    const url = '/api/v1/settings';
    const etag = await etagOf(url);
    const strong = etag.replace(/^W\//, '');
    for (const header of [strong, `"other", ${etag}`, `W/"x",${strong}`, '*']) {
      const answer = await t.inject({ url, headers: { 'if-none-match': header } });
      expect(answer.statusCode).toBe(304);
    }
    const stale = await t.inject({ url, headers: { 'if-none-match': 'W/"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json<unknown[]>().length).toBeGreaterThan(0);
  });

  it('keeps the tag when the answer goes out compressed', async () => {
    const url = '/api/v1/projects?page=1&limit=3&status=active';
    const plain = await t.inject({ url });
    const etag = String(plain.headers.etag);
    const zipped = await t.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers.etag).toBe(etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

    const revalidated = await t.inject({
      url,
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload).toHaveLength(0);
  });

  it('answers HEAD with the same tag and no body', async () => {
    const etag = await etagOf('/api/v1/partners');
    const head = await t.inject({ method: 'HEAD', url: '/api/v1/partners' });
    expect(head.headers.etag).toBe(etag);
    const revalidated = await t.inject({
      method: 'HEAD',
      url: '/api/v1/partners',
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('gives a new tag once an admin changes the content, and the old one no longer matches', async () => {
    const url = '/api/v1/partners';
    const before = await etagOf(url);

    const added = await t.admin({
      method: 'POST',
      url: '/api/v1/partners',
      payload: form({ name: 'Fresh Partner' }, { image: { data: await makePng() } }),
    });
    expect(added.statusCode).toBe(201);

    const after = await t.inject({ url, headers: { 'if-none-match': before } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
    expect(after.body).toContain('Fresh Partner');
  });

  it('tags no error, and no write', async () => {
    const missing = await t.inject({ url: '/api/v1/projects/no-such-project' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@example.org', password: 'wrong password' },
    });
    expect(login.headers.etag).toBeUndefined();
  });
});

describe('If-None-Match', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['"abc"', true],
    ['W/"abc"', true],
    [' "x" , W/"abc" ', true],
    ['"abcd"', false],
    ['*', true],
  ])('%s against W/"abc" → %s', (header, hits) => {
    expect(ifNoneMatchHits(header, 'W/"abc"')).toBe(hits);
  });
});
