import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pageBody, pageCache, type CachedPage, type PageKey } from './pageCache';

const key = (pathname: string, language = 'en'): PageKey => ({
  language,
  origin: 'https://example.org',
  pathname,
  templateMtimeMs: 1,
});

const page = (html: string, status = 200): CachedPage => ({
  status,
  html,
  etag: `W/"${html.length}"`,
  compressed: new Map(),
});

/** A renderer that counts its renders. */
function renderer(status = 200) {
  let renders = 0;
  return {
    render: async () => {
      renders += 1;
      return page(`<p>render ${renders}</p>`, status);
    },
    count: () => renders,
  };
}

describe('page cache', () => {
  it('renders a page once per generation, and once for requests that ask meanwhile', async () => {
    const cache = pageCache();
    const home = renderer();
    const [a, b] = await Promise.all([
      cache.get(key('/'), 1, home.render),
      cache.get(key('/'), 1, home.render),
    ]);
    expect(a.html).toBe('<p>render 1</p>');
    expect(b).toBe(a);
    expect((await cache.get(key('/'), 1, home.render)).html).toBe('<p>render 1</p>');
    expect(home.count()).toBe(1);

    expect((await cache.get(key('/'), 2, home.render)).html).toBe('<p>render 2</p>');
  });

  it('keeps each language, origin, path and build apart', async () => {
    const cache = pageCache();
    const pages = renderer();
    await cache.get(key('/'), 1, pages.render);
    await cache.get(key('/', 'ur'), 1, pages.render);
    await cache.get({ ...key('/'), origin: 'http://localhost' }, 1, pages.render);
    await cache.get({ ...key('/'), templateMtimeMs: 2 }, 1, pages.render);
    await cache.get(key('/contact-us'), 1, pages.render);
    expect(pages.count()).toBe(5);
  });

  it('keeps no page that did not answer 200, nor a failed render', async () => {
    const cache = pageCache();
    const missing = renderer(404);
    await cache.get(key('/nothing'), 1, missing.render);
    await cache.get(key('/nothing'), 1, missing.render);
    expect(missing.count()).toBe(2);

    const failing = async (): Promise<CachedPage> => {
      throw new Error('render failed');
    };
    await expect(cache.get(key('/'), 1, failing)).rejects.toThrow('render failed');
    const home = renderer();
    expect((await cache.get(key('/'), 1, home.render)).html).toBe('<p>render 1</p>');
  });

  it('forgets the least recently used page past its size', async () => {
    const cache = pageCache(2);
    const pages = renderer();
    await cache.get(key('/a'), 1, pages.render);
    await cache.get(key('/b'), 1, pages.render);
    await cache.get(key('/a'), 1, pages.render);
    await cache.get(key('/c'), 1, pages.render);
    expect(pages.count()).toBe(3);
    await cache.get(key('/a'), 1, pages.render);
    expect(pages.count()).toBe(3);
    await cache.get(key('/b'), 1, pages.render);
    expect(pages.count()).toBe(4);
  });
});

describe('page body', () => {
  const html = `<!doctype html><html><body>${'<p>Roshni Welfare Trust</p>'.repeat(200)}</body></html>`;

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0, gzip', 'gzip', gunzipSync],
    ['*', 'br', brotliDecompressSync],
  ] as const)('answers %s with %s', (accept, encoding, decode) => {
    const kept = page(html);
    const answer = pageBody(kept, accept);
    expect(answer.encoding).toBe(encoding);
    expect(decode(answer.body as Buffer).toString()).toBe(html);
    // Compressed once: the second visit gets the same bytes.
    expect(pageBody(kept, accept).body).toBe(answer.body);
  });

  it.each([undefined, '', 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'sends plain text for %p',
    (accept) => {
      expect(pageBody(page(html), accept)).toEqual({ body: html, encoding: undefined });
    },
  );
});
