import { ADMIN, createTestApp, login, type TestApp, useTestApp } from '../test/testApp';

const t = useTestApp({ viaLogin: true }, { scope: 'all' });

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('POST /api/v1/users/login', () => {
  it('answers a signed token with issuer, audience and a 12 hour expiry', async () => {
    const answer = await login(t.inject);
    expect(answer.statusCode).toBe(200);
    const { token } = answer.json<{ token: string }>();
    const claims = claimsOf(token);
    expect(claims).toMatchObject({
      iss: 'charity-site',
      aud: 'charity-site-admin',
      email: ADMIN.email,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(12 * 3600);
    const use = await t.inject({
      method: 'DELETE',
      url: '/api/v1/partners/999',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(use.statusCode).toBe(404);
  });

  it('matches the email regardless of case and surrounding spaces', async () => {
    const answer = await login(t.inject, `  ${ADMIN.email.toUpperCase()} `);
    expect(answer.statusCode).toBe(200);
  });

  it('answers the same 401 for an unknown email and for a wrong password', async () => {
    const wrongPassword = await login(t.inject, ADMIN.email, 'not the password');
    const unknownEmail = await login(t.inject, 'stranger@test.org', ADMIN.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('requires both fields', async () => {
    const noEmail = await t.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { password: 'x' },
    });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ message: 'email is required', field: 'email' });
    const emptyPassword = await t.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: ADMIN.email, password: '' },
    });
    expect(emptyPassword.statusCode).toBe(400);
    expect(emptyPassword.json()).toMatchObject({ field: 'password' });
  });
});

describe('an unknown email and a wrong password', () => {
  let own: TestApp;
  beforeAll(async () => {
    own = await createTestApp({ viaLogin: true });
  });
  afterAll(async () => {
    await own.close();
  });

  /**
   * The CPU time this process spends on one refused login. Counted in CPU time rather than on
   * the clock: the other test workers on the machine then take nothing from it, and argon2's
   * thread-pool work is counted as this process's own.
   */
  async function costOfFailure(email: string, address: string) {
    const before = process.cpuUsage();
    const answer = await own.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email, password: 'not the password' },
      remoteAddress: address,
    });
    const used = process.cpuUsage(before);
    return { answer, ms: (used.user + used.system) / 1000 };
  }

  // A busy machine only ever adds cost: the cheapest of each kind is the nearest its own cost.
  const cheapest = (values: number[]) => Math.min(...values);

  it('cost the same: an unknown email is checked against a dummy hash', async () => {
    const wrong: number[] = [];
    const unknown: number[] = [];
    // Interleaved, so a slow moment of the machine hits both; four of each stays under the limit.
    for (let i = 1; i <= 4; i += 1) {
      const a = await costOfFailure(ADMIN.email, `198.51.100.${i}`);
      const b = await costOfFailure(`stranger${i}@test.org`, `198.51.100.${i + 10}`);
      expect([a.answer.statusCode, b.answer.statusCode]).toEqual([401, 401]);
      expect(a.answer.body).toBe(b.answer.body);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Without the dummy check an unknown email costs about a tenth of a wrong password (2 ms
    // against 20 here, the refusal's own work against an argon2id verification); the bounds leave
    // room for a noisy machine and still catch that.
    const ratio = cheapest(unknown) / cheapest(wrong);
    expect(ratio).toBeGreaterThan(0.33);
    expect(ratio).toBeLessThan(3);
  });
});
