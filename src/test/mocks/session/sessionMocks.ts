import { http, HttpResponse } from 'msw';
import type { LoginAnswer, LoginBody } from '@contract/admin';
import type { ErrorBody } from '@contract/common';
import { API_PREFIX } from '@/shared/config';

export const LOGIN_URL = `*${API_PREFIX}/users/login`;
export const LOGOUT_URL = `*${API_PREFIX}/users/logout`;

/** The one admin the mock server knows. */
export const demoAdmin = {
  email: 'admin@example.org',
  password: 'correct horse battery staple',
  token: 'demo-admin-token',
} as const;

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
];
