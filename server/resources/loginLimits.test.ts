import { buildApp } from '../app';
import { runAdminCommand } from '../cli/commands';
import { accountKey, addressKey, LOGIN_WINDOW_MS, loginRetryAfter } from '../auth';
import { ADMIN, type TestApp, useTestApp } from '../test/testApp';

// Every test signs in several times, and each sign-in is an argon2id hash: slow on a busy machine.
jest.setTimeout(30_000);

type Attempt = {
  email?: string;
  password?: string;
  address?: string;
  headers?: Record<string, string>;
};

async function attempt(
  t: TestApp,
  {
    email = ADMIN.email,
    password = 'wrong password',
    address = '198.51.100.1',
    headers = {},
  }: Attempt = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    payload: { email, password },
    remoteAddress: address,
    headers,
  });
}

async function rowsOf(t: TestApp, key: string): Promise<number> {
  const rows = await t.app.db
    .selectFrom('loginFailures')
    .select('key')
    .where('key', '=', key)
    .execute();
  return rows.length;
}

const MINUTE = 60 * 1000;

describe('the sign-in limit', () => {
  const t = useTestApp({ viaLogin: true });

  it('answers 429 with Retry-After after 5 failures for one account, from any address', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const answer = await attempt(t, { address: `198.51.100.${i}` });
      expect(answer.statusCode).toBe(401);
    }
    expect(await rowsOf(t, accountKey(ADMIN.email))).toBe(5);

    // The right password from a fresh address is refused too: the account is what is guarded.
    const blocked = await attempt(t, { password: ADMIN.password, address: '203.0.113.9' });
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(blocked.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    // The email is counted regardless of case and spaces, as the sign-in matches it.
    const shouted = await attempt(t, {
      email: ` ${ADMIN.email.toUpperCase()}`,
      address: '203.0.113.10',
    });
    expect(shouted.statusCode).toBe(429);
    // A refused attempt is not a failure: the count stays at 5.
    expect(await rowsOf(t, accountKey(ADMIN.email))).toBe(5);
  });

  it('cuts a burst of parallel guesses at the fifth, as if they came one by one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        attempt(t, { password: `guess ${i}`, address: `198.51.100.${i + 1}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(5).fill(401), ...Array<number>(15).fill(429)]);
    expect(await rowsOf(t, accountKey(ADMIN.email))).toBe(5);
  });

  it('answers 429 after 5 failures from one address, for any account', async () => {
    for (let i = 1; i <= 5; i += 1) {
      const answer = await attempt(t, { email: `guess${i}@test.org` });
      expect(answer.statusCode).toBe(401);
    }
    expect(await rowsOf(t, addressKey('198.51.100.1'))).toBe(5);

    const blocked = await attempt(t, { password: ADMIN.password });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const elsewhere = await attempt(t, { password: ADMIN.password, address: '198.51.100.2' });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await attempt(t, {
        email: `v6guess${i}@test.org`,
        address: `2001:db8:1:2::${i.toString(16)}`,
      });
    }
    const sameNetwork = await attempt(t, {
      address: '2001:db8:1:2:ffff::99',
      password: ADMIN.password,
    });
    expect(sameNetwork.statusCode).toBe(429);
    const otherNetwork = await attempt(t, { address: '2001:db8:1:3::1', password: ADMIN.password });
    expect(otherNetwork.statusCode).toBe(200);
  });

  it('lets a success clear its own account, never the address counter', async () => {
    const address = '198.51.100.7';
    for (let i = 1; i <= 4; i += 1) await attempt(t, { email: `other${i}@test.org`, address });
    // Four failures on the admin from elsewhere, then the admin signs in.
    for (let i = 1; i <= 4; i += 1) await attempt(t, { address: `192.0.2.${i}` });
    expect((await attempt(t, { password: ADMIN.password, address })).statusCode).toBe(200);
    expect(await rowsOf(t, accountKey(ADMIN.email))).toBe(0);
    expect(await rowsOf(t, addressKey(address))).toBe(4);

    // One more failure from that address is its fifth: the next attempt is refused, even the
    // admin's own with the right password.
    expect((await attempt(t, { email: 'other5@test.org', address })).statusCode).toBe(401);
    expect((await attempt(t, { password: ADMIN.password, address })).statusCode).toBe(429);
  });

  it('lets a subject in again once its fifth latest failure is 15 minutes old', async () => {
    for (let i = 1; i <= 5; i += 1) await attempt(t, { address: `198.51.100.${i}` });
    // Age the stored failures, as 14 minutes passing would.
    const age = async (ms: number) => {
      const rows = await t.app.db.selectFrom('loginFailures').select(['key', 'failedAt']).execute();
      await t.app.db.deleteFrom('loginFailures').execute();
      await t.app.db
        .insertInto('loginFailures')
        .values(rows.map((row) => ({ key: row.key, failedAt: Number(row.failedAt) - ms })))
        .execute();
    };
    await age(14 * MINUTE);
    const soon = await attempt(t, { password: ADMIN.password, address: '203.0.113.1' });
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(soon.json()).toMatchObject({
      message: 'Too many failed sign-ins. Try again in 1 minute.',
    });

    await age(MINUTE);
    const later = await attempt(t, { password: ADMIN.password, address: '203.0.113.1' });
    expect(later.statusCode).toBe(200);
  });

  it('forgets failures older than the window when it records new ones', async () => {
    const key = accountKey('old@test.org');
    await t.app.db
      .insertInto('loginFailures')
      .values({ key, failedAt: Date.now() - LOGIN_WINDOW_MS - 1 })
      .execute();
    await attempt(t, { email: 'new@test.org' });
    expect(await rowsOf(t, key)).toBe(0);
  });

  it('is lifted for the account by a new password from the CLI', async () => {
    for (let i = 1; i <= 5; i += 1) await attempt(t, { address: `198.51.100.${i}` });
    expect(
      (await attempt(t, { password: ADMIN.password, address: '203.0.113.3' })).statusCode,
    ).toBe(429);
    await runAdminCommand(t.app.db, ['password', ADMIN.email, 'a brand new passphrase']);
    const after = await attempt(t, { password: 'a brand new passphrase', address: '203.0.113.3' });
    expect(after.statusCode).toBe(200);
  });

  it('is shared by every instance on the same database', async () => {
    const second = await buildApp({ config: t.config });
    try {
      for (let i = 1; i <= 5; i += 1) await attempt(t, { address: `198.51.100.${i}` });
      const other = await second.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
        remoteAddress: '203.0.113.4',
      });
      expect(other.statusCode).toBe(429);
      expect(
        await loginRetryAfter(second.db, [accountKey(ADMIN.email)], Date.now()),
      ).toBeGreaterThan(0);
    } finally {
      await second.close();
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says a proxy sets it', async () => {
    for (let i = 1; i <= 5; i += 1) {
      await attempt(t, {
        email: `spoof${i}@test.org`,
        headers: { 'x-forwarded-for': `10.0.0.${i}` },
      });
    }
    // Without a trusted proxy a made-up header changes nothing: the socket address is counted.
    const spoofed = await attempt(t, {
      password: ADMIN.password,
      headers: { 'x-forwarded-for': '10.9.9.9' },
    });
    expect(spoofed.statusCode).toBe(429);
  });
});

describe('the sign-in limit behind a trusted proxy (TRUST_PROXY=1)', () => {
  const t = useTestApp({ env: { TRUST_PROXY: '1' }, viaLogin: true }, { scope: 'all' });

  it('counts the client address the proxy saw, not one the client made up', async () => {
    const proxy = '127.0.0.1';
    for (let i = 1; i <= 5; i += 1) {
      // The client sends its own X-Forwarded-For; the proxy appends the address it saw.
      await attempt(t, {
        email: `proxied${i}@test.org`,
        address: proxy,
        headers: { 'x-forwarded-for': `10.0.0.${i}, 203.0.113.50` },
      });
    }
    expect(await rowsOf(t, addressKey('203.0.113.50'))).toBe(5);
    const sameClient = await attempt(t, {
      password: ADMIN.password,
      address: proxy,
      headers: { 'x-forwarded-for': '203.0.113.50' },
    });
    expect(sameClient.statusCode).toBe(429);
    const otherClient = await attempt(t, {
      password: ADMIN.password,
      address: proxy,
      headers: { 'x-forwarded-for': '203.0.113.51' },
    });
    expect(otherClient.statusCode).toBe(200);
  });
});

describe('addressKey', () => {
  it.each([
    ['198.51.100.7', 'address:198.51.100.7'],
    ['::ffff:198.51.100.7', 'address:198.51.100.7'],
    ['::1', 'address:0:0:0:0::/64'],
    ['2001:db8:1:2::5', 'address:2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', 'address:2001:db8:1:2::/64'],
    ['2001:db8::1', 'address:2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'address:fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
