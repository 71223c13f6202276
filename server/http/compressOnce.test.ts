import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { chooseEncoding, compressedOnce, pageCompressed } from './compressOnce';

/** Text like a rendered page's: markup, repeated with variations. */
const PAGE = Array.from(
  { length: 400 },
  (_, index) => `<li class="card"><a href="/projects/p-${index}">Project ${index * 7}</a></li>`,
).join('');

describe('compression of kept answers', () => {
  it('gives brotli to a client that takes it, else gzip, else none', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeUndefined();
  });

  it('compresses a rendered page once, smaller than an answer kept for the API', async () => {
    const kept = await pageCompressed(PAGE);
    const page = kept.get('br')!;
    expect(brotliDecompressSync(page).toString()).toBe(PAGE);
    const quality6 = brotliCompressSync(PAGE, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    expect(page.length).toBeLessThan(quality6.length);
    // Sent as it is to every later visitor.
    expect(compressedOnce(kept, PAGE, 'br')).toBe(page);
  });
});
