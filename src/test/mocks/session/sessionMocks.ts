import { http, HttpResponse } from 'msw';
import type { LoginAnswer, LoginBody, Me, Role } from '@contract/admin';
import type { ErrorBody } from '@contract/common';
import { API_PREFIX } from '@/shared/config';

export const LOGIN_URL = `*${API_PREFIX}/users/login`;
export const LOGOUT_URL = `*${API_PREFIX}/users/logout`;
export const ME_URL = `*${API_PREFIX}/users/me`;

/** The one admin the mock server knows. */
export const demoAdmin = {
  email: 'admin@example.org',
  password: 'correct horse battery staple',
  token: 'demo-admin-token',
} as const;

/** One person of the team per role (docs/product.md §6), each with a token of their own. */
export const demoTeam: Record<Role, { id: number; email: string; token: string }> = {
  owner: { id: 1, email: demoAdmin.email, token: demoAdmin.token },
  accounts: { id: 2, email: 'accounts@example.org', token: 'demo-accounts-token' },
  editor: { id: 3, email: 'editor@example.org', token: 'demo-editor-token' },
};

/** Who a request's token signs in, as `users/me` answers it. */
export function meOf(request: Request): Me | undefined {
  const token = request.headers.get('Authorization')?.replace(/^Bearer /, '');
  const found = Object.entries(demoTeam).find(([, person]) => person.token === token);
  if (!found) return undefined;
  const [role, person] = found as [Role, (typeof demoTeam)[Role]];
  return { id: person.id, email: person.email, role, twoFactor: false, twoFactorRequired: false };
}

const unauthorized: ErrorBody = {
  statusCode: 401,
  error: 'Unauthorized',
  message: 'Invalid email or password',
};

export const sessionHandlers = [
  http.post(LOGIN_URL, async ({ request }) => {
    const body = (await request.json()) as LoginBody;
    if (body.email === demoAdmin.email && body.password === demoAdmin.password) {
      return HttpResponse.json<LoginAnswer>({
        token: demoAdmin.token,
        email: demoAdmin.email,
        role: 'owner',
      });
    }
    return HttpResponse.json(unauthorized, { status: 401 });
  }),
  http.post(LOGOUT_URL, () => new HttpResponse(null, { status: 204 })),
  http.get(ME_URL, ({ request }) => {
    const me = meOf(request);
    return me ? HttpResponse.json<Me>(me) : HttpResponse.json(unauthorized, { status: 401 });
  }),
];
