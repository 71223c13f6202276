import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePng } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { makeClientDir } from '../test/clientDir';

const INDEX = '<!doctype html><html><head><title>Charity</title></head><body></body></html>';

/** The policy as directive → sources. */
function policyOf(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

let t: TestApp;
let clientDir: string;
let uploadUrl: string;
beforeAll(async () => {
  clientDir = makeClientDir({ 'index.html': INDEX, 'assets/app.abc123.js': 'console.log(1);' });
  t = await createTestApp({ clientDir });
  // A stored image as the upload pipeline leaves it: a random name under its kind's folder.
  const folder = path.join(t.dataDir, 'uploads', 'Partners');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'a1b2c3.png'), await makePng());
  uploadUrl = '/user/upload/Partners/a1b2c3.png';
});
afterAll(async () => {
  await t.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const ANSWERS: [
  string,
  { method?: string; url: string; headers?: Record<string, string> },
  number,
][] = [
  ['a page (HTML)', { url: '/' }, 200],
  ['an admin page', { url: '/admin/settings' }, 200],
  ['a hashed asset', { url: '/assets/app.abc123.js' }, 200],
  ['an API read', { url: '/api/v1/settings' }, 200],
  ['the OpenAPI document', { url: '/api/openapi.json' }, 200],
  ['a bad request', { url: '/api/v1/news?page=zero' }, 400],
  ['a write without a token', { method: 'DELETE', url: '/api/v1/partners/1' }, 401],
  ['an unknown API path', { url: '/api/v1/nothing' }, 404],
  ['an unknown upload', { url: '/user/upload/Partners/missing.png' }, 404],
  ['an unknown page', { url: '/no/such/page' }, 200],
];

describe('security headers', () => {
  it.each(ANSWERS)('are on %s', async (_label, request, status) => {
    const answer = await t.inject(request);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy']).toEqual(expect.any(String));
    // Plain HTTP, no trusted proxy: no HSTS.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('hold a policy with no inline script but the hashed boot loader, no plugins, no base, no framing', async () => {
    const header = String((await t.inject({ url: '/' })).headers['content-security-policy']);
    // The header as a browser reads it, the boot loader's hash aside.
    expect(header.replace(/'sha256-[A-Za-z0-9+/]{43}='/, "'sha256-BOOT'")).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-BOOT'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob: https://i.ytimg.com",
        "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('let the site frame its home page as the settings preview, and nothing else', async () => {
    const ancestors = async (url: string) =>
      policyOf((await t.inject({ url })).headers['content-security-policy'])['frame-ancestors'];
    expect(await ancestors('/?preview=true')).toEqual(["'self'"]);
    expect(await ancestors('/?lang=ur&preview=true')).toEqual(["'self'"]);
    expect(await ancestors('/')).toEqual(["'none'"]);
    expect(await ancestors('/?preview=1')).toEqual(["'none'"]);
    expect(await ancestors('/contact-us?preview=true')).toEqual(["'none'"]);
    expect(await ancestors('/admin?preview=true')).toEqual(["'none'"]);
  });

  it('serve uploads as inert data: their own type, nosniff, a sandbox and no sources', async () => {
    const answer = await t.inject({ url: uploadUrl });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(answer.headers['content-security-policy'])).toEqual({
      'default-src': ["'none'"],
      sandbox: [],
    });
    const missing = await t.inject({ url: '/user/upload/Partners/missing.png' });
    expect(policyOf(missing.headers['content-security-policy'])).toHaveProperty('sandbox');
  });

  it('never add HSTS to plain HTTP, even when a client claims https', async () => {
    const answer = await t.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers before the web app is built', () => {
  it('are on the 503 that says so', async () => {
    const bare = await createTestApp();
    try {
      const answer = await bare.inject({ url: '/' });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(policyOf(answer.headers['content-security-policy'])['script-src']).toContain("'self'");
    } finally {
      await bare.close();
    }
  });
});

describe('HSTS behind a trusted TLS proxy (TRUST_PROXY=1)', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ clientDir, env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it.each(['/', '/api/v1/settings', '/api/v1/nothing', '/user/upload/Partners/missing.png'])(
    'is sent for %s when the proxy says the request came over https',
    async (url) => {
      const answer = await proxied.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    },
  );

  it('is not sent when the proxy says http', async () => {
    const answer = await proxied.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const direct = await proxied.inject({ url: '/' });
    expect(direct.headers['strict-transport-security']).toBeUndefined();
  });
});
