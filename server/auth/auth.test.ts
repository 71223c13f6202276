import { useTestApp } from '../test/testApp';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth';

const t = useTestApp({ viaLogin: true }, { scope: 'all' });

const WRITE_ROUTES: [string, string][] = [
  ['PUT', '/api/v1/settings'],
  ['POST', '/api/v1/images'],
  ['DELETE', '/api/v1/images/1'],
  ['POST', '/api/v1/partners'],
  ['DELETE', '/api/v1/partners/1'],
  ['POST', '/api/v1/highlights'],
  ['DELETE', '/api/v1/highlights/1'],
  ['POST', '/api/v1/news'],
  ['PUT', '/api/v1/news/1'],
  ['DELETE', '/api/v1/news/1'],
  ['POST', '/api/v1/news/logos'],
  ['DELETE', '/api/v1/news/logos/1'],
  ['POST', '/api/v1/testimonials'],
  ['DELETE', '/api/v1/testimonials/1'],
  ['PUT', '/api/v1/settings'],
  ['PATCH', '/api/v1/partners/1'],
  ['PATCH', '/api/v1/highlights/1'],
  ['PATCH', '/api/v1/news/1'],
  ['PATCH', '/api/v1/news/logos/1'],
  ['PATCH', '/api/v1/testimonials/1'],
  ['POST', '/api/v1/projects'],
  ['PATCH', '/api/v1/projects/clean-water'],
  ['DELETE', '/api/v1/projects/clean-water'],
  ['POST', '/api/v1/projects/clean-water/donations'],
  ['DELETE', '/api/v1/projects/clean-water/donations/1'],
];

const HOUR = 3600 * 1000;

function badTokens(): Record<string, string> {
  // Complete claims, so each token below is refused for the one thing wrong with it.
  const claims = { sub: '1', email: 'admin@test.org', ver: 0, jti: 'a-session' };
  const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
    JSON.stringify({ ...claims, iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE }),
  ).toString('base64url')}.`;
  return {
    'no header': '',
    'a token that is not a JWT': 'Bearer not-a-token',
    'a Basic header': `Basic ${Buffer.from('admin:pw').toString('base64')}`,
    'a token from another issuer': `Bearer ${t.app.jwt.sign(claims, { iss: 'someone-else' })}`,
    'a token for another audience': `Bearer ${t.app.jwt.sign(claims, { aud: 'another-app' })}`,
    'an expired token': `Bearer ${t.app.jwt.sign(claims, { clockTimestamp: Date.now() - 13 * HOUR })}`,
    'a token signed with another key': `Bearer ${t.app.jwt.sign(claims, { key: 'x'.repeat(48) })}`,
    'an unsigned token': `Bearer ${unsigned}`,
  };
}

describe('the write guard', () => {
  it.each(WRITE_ROUTES)('%s %s answers 401 without a valid token', async (method, url) => {
    for (const [label, header] of Object.entries(badTokens())) {
      const answer = await t.inject({
        method,
        url,
        headers: header ? { authorization: header } : {},
      });
      expect([label, answer.statusCode]).toEqual([label, 401]);
      expect(answer.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
    }
  });

  it('lets a valid token through to the route', async () => {
    const answer = await t.remove('/api/v1/testimonials/12345');
    expect(answer.statusCode).toBe(404);
  });

  it('tells an expired session apart from a bad token', async () => {
    const expired = t.app.jwt.sign(
      { sub: '1', email: 'admin@test.org', ver: 0, jti: 'an-expired-session' },
      { clockTimestamp: Date.now() - 13 * HOUR },
    );
    const answer = await t.inject({
      method: 'DELETE',
      url: '/api/v1/testimonials/1',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(answer.json()).toMatchObject({ message: 'The session has expired' });
  });

  it('leaves reads and the login open', async () => {
    expect((await t.inject({ url: '/api/v1/settings' })).statusCode).toBe(200);
    const login = await t.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'nobody@test.org', password: 'whatever' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toMatchObject({ message: 'Invalid email or password' });
  });
});
