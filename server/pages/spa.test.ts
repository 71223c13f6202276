import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { createTestApp, type TestApp, useTestApp } from '../test/testApp';
import { makeClientDir } from '../test/clientDir';

const INDEX = `<!doctype html><html><head><title>Charity</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(200)}</body></html>`;
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

describe('the SPA', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = makeClientDir({
      'index.html': INDEX,
      'assets/app.abc123.js': SCRIPT,
      'favicon.ico': Buffer.from([0, 0, 1, 0]),
      '.env': 'SECRET=1',
    });
    writeFileSync(path.join(path.dirname(clientDir), 'outside-client.txt'), 'outside');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it.each(['/', '/admin', '/admin/news', '/projects/clean-water', '/assets/missing.js'])(
    'answers index.html, never cached, for %s',
    async (url) => {
      const answer = await t.inject({ url });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toBe(INDEX);
    },
  );

  it.each(['/receipt/', '/my-receipts/', '/unsubscribe/'])(
    "answers a donor's own page (%s) never kept, never indexed",
    async (page) => {
      const answer = await t.inject({ url: `${page}JKgTJdFL6L2KaFG4FQZr3V-OWV0B8whq?lang=ur` });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(INDEX);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    },
  );

  it('serves content-hashed assets with a one-year immutable cache, compressed', async () => {
    const answer = await t.inject({
      url: '/assets/app.abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('compresses index.html with gzip when brotli is not accepted', async () => {
    const answer = await t.inject({ url: '/admin', headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('answers 304 when the browser revalidates an unchanged index.html', async () => {
    const first = await t.inject({ url: '/admin' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await t.inject({ url: '/admin/news', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves other files with revalidation', async () => {
    const answer = await t.inject({ url: '/favicon.ico' });
    expect(answer.headers['content-type']).toBe('image/x-icon');
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/.env',
    '/..%2Foutside-client.txt',
    '/assets/..%2F..%2Foutside-client.txt',
    '/../outside-client.txt',
  ])('never serves hidden or outside files (%s)', async (url) => {
    const answer = await t.inject({ url });
    expect(answer.body).not.toContain('SECRET');
    expect(answer.body).not.toContain('outside');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/v1/nothing', '/api/v2/settings', '/api']) {
      const answer = await t.inject({ url });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    const write = await t.admin({ method: 'POST', url: '/api/v1/nothing' });
    expect(write.statusCode).toBe(404);
    expect(write.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('without a build', () => {
  const t = useTestApp({}, { scope: 'all' });

  it('answers page paths with 503 and says to run the build', async () => {
    const answer = await t.inject({ url: '/admin' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(answer.body).toContain('npm run build');
  });

  it('still answers the API', async () => {
    expect((await t.inject({ url: '/api/v1/partners' })).statusCode).toBe(200);
  });
});
