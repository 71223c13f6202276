import { http, HttpResponse } from 'msw';
import type {
  SecondStepBody,
  SignedIn,
  TwoFactorCodeBody,
  TwoFactorOffBody,
  TwoFactorStatus,
} from '@contract/admin';
import { SECOND_STEP_EXPIRED } from '@contract/admin';
import type { ErrorBody } from '@contract/common';
import { API_PREFIX } from '@/shared/config';
import { demoAdmin } from './sessionMocks';

/*
 * Two-factor sign-in on the mock server (docs/product.md §6): the signed-in person's state and
 * set-up, and the login's second step. The app's code is always CODE; the challenge is CHALLENGE.
 */

const TWO_FACTOR_URL = `*${API_PREFIX}/users/me/two-factor`;
const CONFIRM_URL = `*${API_PREFIX}/users/me/two-factor/confirm`;
export const SECOND_STEP_URL = `*${API_PREFIX}/users/login/second-step`;

export const demoTwoFactor = {
  code: '123456',
  challenge: 'demo-second-step',
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Helping%20Hands:admin%40example.org?secret=JBSWY3DPEHPK3PXP',
  recoveryCodes: Array.from({ length: 10 }, (_, i) => `abcd-efgh-jkmn-pq${i + 20}`),
} as const;

const refused = (statusCode: number, error: string, message: string) =>
  HttpResponse.json<ErrorBody>({ statusCode, error, message }, { status: statusCode });

/** The signed-in person's two-factor state, changed by the set-up and switch-off calls. */
export function twoFactorBackend(initial: TwoFactorStatus = { on: false, required: false }) {
  const state = { ...initial, pending: false };
  const handlers = [
    http.get(TWO_FACTOR_URL, () =>
      HttpResponse.json<TwoFactorStatus>({ on: state.on, required: state.required }),
    ),
    http.post(TWO_FACTOR_URL, () => {
      state.pending = true;
      return HttpResponse.json({
        secret: demoTwoFactor.secret,
        otpauthUrl: demoTwoFactor.otpauthUrl,
      });
    }),
    http.post(CONFIRM_URL, async ({ request }) => {
      const { code } = (await request.json()) as TwoFactorCodeBody;
      if (!state.pending || code !== demoTwoFactor.code) {
        return refused(400, 'Bad Request', 'The code is not right');
      }
      Object.assign(state, { on: true, pending: false });
      return HttpResponse.json({ recoveryCodes: [...demoTwoFactor.recoveryCodes] });
    }),
    http.delete(TWO_FACTOR_URL, async ({ request }) => {
      const { password } = (await request.json()) as TwoFactorOffBody;
      if (state.required) {
        return refused(403, 'Forbidden', 'Two-factor sign-in is required for your role');
      }
      if (password !== demoAdmin.password) {
        return refused(400, 'Bad Request', 'The password is not right');
      }
      state.on = false;
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { state, handlers };
}

/** The login with two-factor on: the password answers a challenge, the code a token. */
export const secondStepHandlers = [
  http.post(`*${API_PREFIX}/users/login`, () =>
    HttpResponse.json({ secondStep: demoTwoFactor.challenge }),
  ),
  http.post<never, SecondStepBody, SignedIn | ErrorBody>(SECOND_STEP_URL, async ({ request }) => {
    const { secondStep, code } = await request.json();
    if (secondStep !== demoTwoFactor.challenge) {
      return refused(401, 'Unauthorized', SECOND_STEP_EXPIRED);
    }
    if (code !== demoTwoFactor.code) return refused(401, 'Unauthorized', 'The code is not right');
    return HttpResponse.json<SignedIn>({
      token: demoAdmin.token,
      email: demoAdmin.email,
      role: 'owner',
    });
  }),
];
