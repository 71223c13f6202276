import { createHmac } from 'node:crypto';
import { runAdminCommand } from '../cli/commands';
import { ADMIN, login, useTestApp } from '../test/testApp';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth';

// Every test signs in several times, and each sign-in is an argon2id hash: slow on a busy machine.
jest.setTimeout(30_000);

const t = useTestApp({ viaLogin: true });

const HOUR = 3600 * 1000;
/* A write of every kind; each answers 404 or 400 with a live token, 401 without one. */
const GUARDED: [string, string][] = [
  ['PUT', '/api/v1/settings'],
  ['DELETE', '/api/v1/images/999'],
  ['PATCH', '/api/v1/partners/999'],
  ['POST', '/api/v1/news'],
  ['DELETE', '/api/v1/testimonials/999'],
  ['POST', '/api/v1/projects/none/donations'],
  ['POST', '/api/v1/users/logout'],
];

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function freshToken(password = ADMIN.password): Promise<string> {
  const answer = await login(t.inject, ADMIN.email, password);
  expect(answer.statusCode).toBe(200);
  return answer.json<{ token: string }>().token;
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;
}

/** What the guarded writes answer with this token; signing out (last) only when asked. */
async function statusesWith(token: string, withLogout = true): Promise<number[]> {
  const statuses: number[] = [];
  for (const [method, url] of withLogout ? GUARDED : GUARDED.slice(0, -1)) {
    statuses.push((await t.inject({ method, url, headers: bearer(token) })).statusCode);
  }
  return statuses;
}

/** A JWT signed with the server's own secret, header and claims as given. */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part(header)}.${part(claims)}`;
  const algorithm = header.alg === 'HS512' ? 'sha512' : 'sha256';
  const signature = createHmac(algorithm, t.config.jwtSecret).update(unsigned).digest('base64url');
  return `${unsigned}.${header.alg === 'none' ? '' : signature}`;
}

function validClaims(): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: '1',
    email: ADMIN.email,
    ver: 0,
    jti: 'forged-session',
    iss: TOKEN_ISSUER,
    aud: TOKEN_AUDIENCE,
    iat: now,
    exp: now + 3600,
  };
}

describe('tokens', () => {
  it('carry an id of their own and the admin token version', async () => {
    const first = claimsOf(await freshToken());
    const second = claimsOf(await freshToken());
    expect(first.jti).toEqual(expect.any(String));
    expect(first.jti).not.toBe(second.jti);
    expect(first).toMatchObject({ sub: '1', ver: 0 });
  });

  it('are accepted when HS256-signed with the complete claims (the forging helper is sound)', async () => {
    const token = forge({ alg: 'HS256', typ: 'JWT' }, validClaims());
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/v1/images/999', headers: bearer(token) }))
        .statusCode,
    ).toBe(404);
  });

  it.each([
    ['alg none', { alg: 'none', typ: 'JWT' }, {}],
    ['another algorithm (HS512) with the right key', { alg: 'HS512', typ: 'JWT' }, {}],
    ['no token id', { alg: 'HS256', typ: 'JWT' }, { jti: undefined }],
    ['no issued-at', { alg: 'HS256', typ: 'JWT' }, { iat: undefined }],
    ['no expiry', { alg: 'HS256', typ: 'JWT' }, { exp: undefined }],
    [
      'a lifetime past 12 hours',
      { alg: 'HS256', typ: 'JWT' },
      { iat: Math.floor((Date.now() - 13 * HOUR) / 1000) },
    ],
    ['another issuer', { alg: 'HS256', typ: 'JWT' }, { iss: 'someone-else' }],
    ['another audience', { alg: 'HS256', typ: 'JWT' }, { aud: 'another-app' }],
    ['an admin that does not exist', { alg: 'HS256', typ: 'JWT' }, { sub: '4242' }],
    ['an id out of any range', { alg: 'HS256', typ: 'JWT' }, { sub: '99999999999999999999' }],
    ['an older token version', { alg: 'HS256', typ: 'JWT' }, { ver: -1 }],
  ])('answer 401 everywhere with %s', async (_label, header, changes) => {
    const token = forge(header, { ...validClaims(), ...changes });
    expect(await statusesWith(token)).toEqual(GUARDED.map(() => 401));
  });
});

describe('POST /api/v1/users/logout', () => {
  it('revokes the token it is called with: it answers 401 everywhere from then on', async () => {
    const token = await freshToken();
    const other = await freshToken();
    const before = await statusesWith(other, false);
    expect(before.every((status) => status !== 401)).toBe(true);

    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(token),
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');

    expect(await statusesWith(token)).toEqual(GUARDED.map(() => 401));
    const again = await t.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(token),
    });
    expect(again.json()).toMatchObject({
      statusCode: 401,
      message: 'The session has ended: sign in again',
    });
    // Another session of the same admin goes on.
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/v1/images/999', headers: bearer(other) }))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the revoked id until the token would have expired', async () => {
    const token = await freshToken();
    await t.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(token) });
    const { jti, exp } = claimsOf(token);
    const rows = await t.app.db.selectFrom('revokedTokens').selectAll().execute();
    expect(rows.map((row) => ({ jti: row.jti, expiresAt: Number(row.expiresAt) }))).toEqual([
      { jti, expiresAt: Number(exp) * 1000 },
    ]);
  });

  it('drops revoked ids whose tokens have expired anyway', async () => {
    await t.app.db
      .insertInto('revokedTokens')
      .values({ jti: 'long-gone', expiresAt: Date.now() - 1000 })
      .execute();
    await t.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: bearer(await freshToken()),
    });
    const ids = await t.app.db.selectFrom('revokedTokens').select('jti').execute();
    expect(ids.map((row) => row.jti)).not.toContain('long-gone');
  });

  it('needs a token', async () => {
    const answer = await t.inject({ method: 'POST', url: '/api/v1/users/logout' });
    expect(answer.statusCode).toBe(401);
  });
});

describe('a new password', () => {
  it('ends every session of that admin, and only of that admin', async () => {
    await runAdminCommand(t.app.db, ['create', 'second@test.org', 'second admin password']);
    const secondToken = (await login(t.inject, 'second@test.org', 'second admin password')).json<{
      token: string;
    }>().token;
    const tokens = [t.token, await freshToken()];

    const changed = await runAdminCommand(t.app.db, ['password', ADMIN.email, 'a new passphrase']);
    expect(changed.exitCode).toBe(0);

    for (const token of tokens) {
      expect(await statusesWith(token)).toEqual(GUARDED.map(() => 401));
    }
    const answer = await t.remove('/api/v1/images/999');
    expect(answer.json()).toMatchObject({ message: 'The session has ended: sign in again' });
    // The new password signs in, and its token works.
    const renewed = await freshToken('a new passphrase');
    expect(claimsOf(renewed)).toMatchObject({ ver: 1 });
    expect(
      (await t.inject({ method: 'DELETE', url: '/api/v1/images/999', headers: bearer(renewed) }))
        .statusCode,
    ).toBe(404);
    // The other admin is not signed out.
    expect(
      (
        await t.inject({
          method: 'DELETE',
          url: '/api/v1/images/999',
          headers: bearer(secondToken),
        })
      ).statusCode,
    ).toBe(404);
  });
});
