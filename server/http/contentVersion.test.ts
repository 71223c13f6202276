import { loadConfig } from '../config';
import { useTestApp } from '../test/testApp';
import { contentVersion } from './contentVersion';

/*
 * Two ContentVersion objects on one database are what two server instances on one PostgreSQL
 * hold: each sees its own writes at once and the other's within the check interval.
 */

const t = useTestApp();

const silent = { warn: () => undefined };

async function storedVersion(): Promise<number> {
  const row = await t.app.db
    .selectFrom('contentVersion')
    .select('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}

function clock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('content version', () => {
  it('starts a new generation at once on the instance that wrote', async () => {
    const version = contentVersion(t.app.db, silent);
    const before = await version.current();
    const stored = await storedVersion();

    await version.changed();

    expect(await version.current()).not.toBe(before);
    expect(await storedVersion()).toBe(stored + 1);
  });

  it("sees another instance's write once the check interval has passed", async () => {
    const time = clock();
    const here = contentVersion(t.app.db, silent, { checkEveryMs: 1000, now: time.now });
    const elsewhere = contentVersion(t.app.db, silent);
    const before = await here.current();

    await elsewhere.changed();
    time.advance(999);
    expect(await here.current()).toBe(before);
    time.advance(1);
    const after = await here.current();
    expect(after).not.toBe(before);

    // Its own raise read back later is not mistaken for someone else's.
    await here.changed();
    const own = await here.current();
    time.advance(5000);
    expect(await here.current()).toBe(own);
  });

  it('keeps serving its generation while the database cannot be read', async () => {
    const time = clock();
    const warnings: string[] = [];
    const log = { warn: (_: object, message: string) => warnings.push(message) };
    const version = contentVersion(t.app.db, log, { now: time.now });
    const before = await version.current();
    await t.app.db.schema.dropTable('contentVersion').execute();

    time.advance(60_000);
    expect(await version.current()).toBe(before);
    expect(warnings).toEqual(['Could not read the content version']);
  });

  it('turns at a schedule boundary, even one that passed before the check after a write found it', async () => {
    const time = clock();
    // One item scheduled 500 ms after the write, found only at the first check, 1 s later.
    let bounds: number[] = [];
    const nextChange = async (at: number) => bounds.find((bound) => bound > at);
    const version = contentVersion(t.app.db, silent, { now: time.now, nextChange });
    await version.current();
    bounds = [time.now() + 500, time.now() + 60_000];
    await version.changed();
    const written = await version.current();

    time.advance(1000);
    const afterFirst = await version.current();
    expect(afterFirst).not.toBe(written);

    // The next one by the clock alone, with no check interval to wait for.
    time.advance(59_000);
    expect(await version.current()).not.toBe(afterFirst);
    const settled = await version.current();
    time.advance(5000);
    expect(await version.current()).toBe(settled);
  });
});

describe('what raises the stored version', () => {
  const news = { heading: 'A', logo: 1, link: 'https://example.org/a' };

  it('a write the server accepted, not one it refused, nor a read or a sign-in', async () => {
    const start = await storedVersion();

    await t.inject({ url: '/api/v1/settings' });
    await t.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@example.org', password: 'wrong password here' },
    });
    expect(await storedVersion()).toBe(start);

    const refused = await t.inject({ method: 'POST', url: '/api/v1/news', payload: news });
    expect(refused.statusCode).toBe(401);
    expect(await storedVersion()).toBe(start);

    const post = (url: string, payload: object) => t.admin({ method: 'POST', url, payload });

    const gift = await post('/api/v1/projects/no-such-project/donations', { amount: 10 });
    expect(gift.statusCode).toBe(404);
    expect(await storedVersion()).toBe(start);

    const highlight = await post('/api/v1/highlights', { heading: 'x' });
    expect(highlight.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storedVersion()).toBe(start);

    const written = await post('/api/v1/testimonials', {
      name: 'Asha',
      video: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    expect(written.statusCode).toBe(201);
    expect(await storedVersion()).toBe(start + 1);
  });
});

describe('CONTENT_CHECK_MS', () => {
  const config = (value?: string) =>
    loadConfig({ DATA_DIR: t.dataDir, JWT_SECRET: 'x'.repeat(40), CONTENT_CHECK_MS: value });

  it('is a second unless set, and 0 checks on every request', () => {
    expect(config().contentCheckMs).toBe(1000);
    expect(config('0').contentCheckMs).toBe(0);
    expect(config('250').contentCheckMs).toBe(250);
  });

  it.each(['-1', '1.5', 'soon'])('refuses %p', (value) => {
    expect(() => config(value)).toThrow(
      `CONTENT_CHECK_MS must be a whole number of milliseconds, got "${value}"`,
    );
  });
});
