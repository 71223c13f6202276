import { rmSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test/testApp';
import { makeClientDir } from '../test/clientDir';

const INDEX =
  '<!doctype html><html><head><title>Charity</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('precompressed '.repeat(400))});`;
const STYLE = `body{color:red}${'.x{margin:0}'.repeat(300)}`;

describe('static files of the build', () => {
  let t: TestApp;
  let clientDir: string;
  let webp: Buffer;
  beforeAll(async () => {
    webp = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3a7' },
    })
      .webp()
      .toBuffer();
    clientDir = makeClientDir(
      {
        'index.html': INDEX,
        'assets/main.0a1b2c.js': SCRIPT,
        'assets/main.0a1b2c.js.br': brotliCompressSync(SCRIPT),
        'assets/main.0a1b2c.js.gz': gzipSync(SCRIPT),
        // Only a gzip copy: a brotli client gets gzip rather than nothing.
        'assets/main.0a1b2c.css': STYLE,
        'assets/main.0a1b2c.css.gz': gzipSync(STYLE),
        'assets/photo.0a1b2c.webp': webp,
      },
      'charity-precompressed-',
    );
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('sends the build’s brotli copy to a client that takes brotli, cached for a year', async () => {
    const answer = await t.inject({
      url: '/assets/main.0a1b2c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip when brotli is refused or missing', async () => {
    const refused = await t.inject({
      url: '/assets/main.0a1b2c.js',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).toString()).toBe(SCRIPT);

    const onlyGzip = await t.inject({
      url: '/assets/main.0a1b2c.css',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(onlyGzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(onlyGzip.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the plain file, still marked as varying, to a client that takes no encoding', async () => {
    const answer = await t.inject({
      url: '/assets/main.0a1b2c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body).toBe(SCRIPT);
  });

  it('answers 304 to a revalidation, whatever the encoding', async () => {
    const first = await t.inject({
      url: '/assets/main.0a1b2c.js',
      headers: { 'accept-encoding': 'br' },
    });
    const again = await t.inject({
      url: '/assets/main.0a1b2c.js',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('never compresses an image', async () => {
    const answer = await t.inject({
      url: '/assets/photo.0a1b2c.webp',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(answer.headers['content-type']).toBe('image/webp');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.rawPayload.equals(webp)).toBe(true);
  });
});
